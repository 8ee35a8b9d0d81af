import { describe, expect, it } from 'vitest';
import { bodyImageSources } from '../../../../../cli/pipeline/content/body-image-sources';
import { seededRandom } from '../../../../support/prng';

/** What the scan must find: this expression's captures (which read from each `![` to the next `]`). */
const MARKDOWN_IMAGE = /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g;
const byExpression = (body: string) => [...body.matchAll(MARKDOWN_IMAGE)].map((match) => match[1]!);

describe("a body's image sources", () => {
  it('are what the expression finds, in random bodies of its syntax', () => {
    const random = seededRandom(9);
    const pieces = ['![', '[', ']', '](', '(', ')', '<', '>', ' ', '\n', '\u00a0', 'a.png', './b c.jpg', '!', 'x'];
    for (let i = 0; i < 20_000; i += 1) {
      const body = Array.from({ length: random.int(0, 16) }, () => random.pick(pieces)).join('');
      expect(bodyImageSources(body), JSON.stringify(body)).toEqual(byExpression(body));
    }
    expect(bodyImageSources('![a](./a.png) and ![b]( <images/b.jpg> "B")')).toEqual(['./a.png', 'images/b.jpg']);
  });

  it('are found in time that grows with the body, not its square (1 MB of `![` took minutes)', () => {
    const start = performance.now();
    expect(bodyImageSources('!['.repeat(500_000))).toEqual([]);
    expect(bodyImageSources(`${'![a\n'.repeat(250_000)}] no link`)).toEqual([]);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
