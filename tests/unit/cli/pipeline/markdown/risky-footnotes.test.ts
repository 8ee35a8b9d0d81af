import { describe, expect, it } from 'vitest';
import { riskyFootnotes } from '../../../../../cli/pipeline/markdown/risky-text';
import { seededRandom } from '../../../../support/prng';

/** What riskyFootnotes must find: this expression's matches (which read from each `[^` to the next `]`). */
const RISKY_FOOTNOTE =
  /\[\^[^\]]*\]:(?:[^ \t\r\n]|[ \t]*(?:\[\^[^\]]*\]:|(?:>[ \t]*)*(?:[-*+]|\d{1,9}[.)])?[ \t]*$))|^[ \t]+\[\^[^\]]*\]:/m;

describe('risky footnote definitions', () => {
  it('are those the expression finds, in random bodies of their syntax', () => {
    const random = seededRandom(22);
    const pieces = ['[^', '[', '^', ']', ':', ']:', '[^a]:', ' [^', ' ', '\t', '\n', '\r', '>', '-', '1.', 'a'];
    for (let i = 0; i < 50_000; i += 1) {
      const body = Array.from({ length: random.int(0, 12) }, () => random.pick(pieces)).join('');
      expect(riskyFootnotes(body), JSON.stringify(body)).toBe(RISKY_FOOTNOTE.test(body));
    }
  });

  it('are found in time that grows with the body, not its square', () => {
    const start = performance.now();
    expect(riskyFootnotes('[^'.repeat(500_000))).toBe(false);
    expect(riskyFootnotes(`${'[^a\n'.repeat(250_000)}]: x`)).toBe(false);
    expect(performance.now() - start).toBeLessThan(1_000);
  });
});
