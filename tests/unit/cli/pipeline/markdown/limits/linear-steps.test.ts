import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../../../../cli/pipeline/markdown/render-markdown';
import { TEST_SITE } from '../../../../../support/parser-pair';

/** Blocks of a body, blank lines between. */
const blocks = (count: number, block: (i: number) => string, between = '\n\n') =>
  Array.from({ length: count }, (_, i) => block(i)).join(between);

/**
 * Bodies within the limits whose handling took the square of their size (or more) in a step
 * after the parser: each must now render well within its time, which the old steps overran
 * several times over (or never ended). Sätteri's tree, as the site's bodies are read.
 */
const CASES: readonly { name: string; body: string; ms: number }[] = [
  // remark-rehype read every item of a list for each item (40,000 items: 10 s).
  { name: 'a tight list of 80,000 items', body: blocks(80_000, () => '- a', '\n'), ms: 15_000 },
  // The explicit id's expression tried every blank before it to the end of the run (3.7 s).
  { name: '100 headings of 9,000 blanks', body: blocks(100, (i) => `## a${' '.repeat(9_000)}b {#x${i}}`), ms: 1_000 },
  // Names in the attributes could be split in every way: twice the time for each letter.
  { name: 'a directive with 40 letters of attributes', body: `:x{${'a'.repeat(40)}:}`, ms: 1_000 },
  // The footnote check read from each `[^` to the next `]`.
  { name: '500,000 `[^` without a `]`', body: blocks(1_000, () => '[^'.repeat(500)), ms: 2_000 },
  // 150,000 leaf directives: spread as arguments (a stack overflow), then removed one by one.
  { name: '150,000 leaf directives', body: blocks(150_000, () => '::x'), ms: 10_000 },
];

describe('steps after the parser', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('take time in proportion: %s', async (_, { body, ms }) => {
    const renderer = await createMarkdownRenderer({ siteUrl: TEST_SITE, plugins: [], parser: 'satteri' });
    const start = performance.now();
    const { html, issues } = await renderer.render(body);
    expect(performance.now() - start).toBeLessThan(ms);
    expect(html.length + issues.length).toBeGreaterThan(0);
  });
});
