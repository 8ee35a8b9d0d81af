import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { idsOf } from '../../../../../cli/pipeline/render/page-ids';

describe('idsOf: the ids of a rendered page', () => {
  it('reads every id as react-dom writes it, escaped values decoded, each once', () => {
    const html = renderToStaticMarkup(
      createElement('main', { id: 'main' }, [
        createElement('h2', { id: 'q&a-"quotes"', key: 1 }, 'Q&A'),
        createElement('section', { id: 'main', key: 2, 'data-id': 'not-an-id' }),
        createElement('p', { key: 3 }, 'id="in text" is no attribute'),
      ]),
    );
    expect(idsOf(html)).toEqual(['main', 'q&a-"quotes"']);
  });
});
