// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { enhanceEmbedDemos } from '../../../widgets/enhance/embed-demo';

const markup = (src: string) => `
  <div data-enhance="embed-demo" data-embed-script="${src}">
    <button type="button" data-embed-demo-start hidden>Show</button>
    <p data-embed-demo-fallback>Needs JavaScript</p>
    <output data-embed-demo-log data-embed-demo-event="chinook:consent">none yet</output>
  </div>`;

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('live examples of non-island embeds on /embed', () => {
  it('loads the embed script on the first click only, and shows the events it sends', () => {
    document.body.innerHTML = markup('/embed/consent.js');
    enhanceEmbedDemos(document);
    const button = document.querySelector<HTMLButtonElement>('button')!;
    expect(button.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-embed-demo-fallback]')!.hidden).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    button.click();
    button.click();
    expect([...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual([
      '/embed/consent.js',
    ]);
    document.dispatchEvent(new CustomEvent('chinook:consent', { detail: { choice: 'rejected', analytics: false } }));
    expect(document.querySelector('output')!.textContent).toBe('{"choice":"rejected","analytics":false}');
  });

  it('loads nothing but our own embed scripts', () => {
    document.body.innerHTML = markup('https://evil.test/x.js');
    enhanceEmbedDemos(document);
    document.querySelector<HTMLButtonElement>('button')!.click();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelector<HTMLButtonElement>('button')!.hidden).toBe(true);
  });
});
