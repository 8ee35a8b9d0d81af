import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCK,
  MAX_LINE,
  MAX_NESTING,
  blockIssue,
  lineIssue,
  nestingIssue,
} from '../../../../../../cli/pipeline/markdown/limits/limits';
import { createMarkdownRenderer, type MarkdownResult } from '../../../../../../cli/pipeline/markdown/render-markdown';
import { PARSERS, TEST_SITE } from '../../../../../support/parser-pair';

/** How long a probe may take here: the limits refuse it in milliseconds; past this, something reads it whole again. */
const PROBE_MS = 3_000;

/** A body of hostile Markdown, and what it must be refused with. */
interface Probe {
  name: string;
  body: string;
  refused: ReturnType<typeof nestingIssue>;
}

const INTRO = 'A first paragraph.\n\n';
const MEGABYTE = 1_000_000;
const line = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

const PROBES: Probe[] = [
  ...[10_000, 60_000, 200_000].flatMap((levels) => [
    { name: `block quotes ${levels} deep`, body: `${INTRO}${'>'.repeat(levels)} deep\n`, refused: nestingIssue(3) },
    { name: `lists ${levels} deep`, body: `${INTRO}${'- '.repeat(levels)}deep\n`, refused: nestingIssue(3) },
    {
      name: `quoted lists ${levels} deep`,
      body: `${INTRO}${'> 1. '.repeat(levels / 2)}deep\n`,
      refused: nestingIssue(3),
    },
  ]),
  {
    name: 'a list nested by indent',
    body: INTRO + Array.from({ length: MAX_NESTING + 5 }, (_, i) => `${'  '.repeat(i)}- item`).join('\n'),
    refused: nestingIssue(MAX_NESTING + 3),
  },
  ...['![', ':x[', '_a_', '[', '*a*', '`', '<', '](', ':::', '*_', ']'].map((unit) => ({
    name: `a 1 MB line of ${unit}`,
    body: `${INTRO}${line(unit, MEGABYTE)}\n`,
    refused: lineIssue(3, MEGABYTE),
  })),
  ...[':x[', '*_', '](', ']'].map((unit) => ({
    name: `a 1 MB paragraph of ${unit} in lines of 1,000`,
    body: INTRO + Array.from({ length: MEGABYTE / 1000 }, () => line(unit, 999)).join('\n'),
    refused: blockIssue(3),
  })),
  {
    name: 'emphasis nested past the limit',
    body: `${INTRO}${'*'.repeat(4 * MAX_NESTING)}deep${'*'.repeat(4 * MAX_NESTING)}\n`,
    refused: nestingIssue(3),
  },
  {
    name: 'emphasis nested past the limit over lines, from the line where it is',
    body: `${INTRO}${'**a\n'.repeat(MAX_NESTING + 1)}x${'a**'.repeat(MAX_NESTING + 1)}`,
    refused: nestingIssue(3 + MAX_NESTING),
  },
];

describe.each(PARSERS)('a body over the limits, read with %s', (parser) => {
  const render = async (body: string): Promise<{ result: MarkdownResult; ms: number }> => {
    const renderer = await createMarkdownRenderer({ siteUrl: TEST_SITE, plugins: [], parser });
    const start = performance.now();
    const result = await renderer.render(body);
    return { result, ms: performance.now() - start };
  };

  it.each(PROBES.map((probe) => [probe.name, probe] as const))('is refused with its line: %s', async (_, probe) => {
    const { result, ms } = await render(probe.body);
    expect(result).toMatchObject({ html: '', issues: [probe.refused] });
    expect(ms).toBeLessThan(PROBE_MS);
  });

  it('renders what is just within them', async () => {
    const deep = await render(`${'>'.repeat(MAX_NESTING)} deep\n\n${'- '.repeat(MAX_NESTING)}deep`);
    expect(deep.result.issues).toEqual([]);
    expect(deep.result.html.match(/<blockquote>/g)).toHaveLength(MAX_NESTING);
    const long = await render(
      `${line('a ', MAX_LINE)}\n\n${Array.from({ length: MAX_BLOCK / 100 }, () => line('b ', 99)).join('\n')}`,
    );
    expect(long.result.issues).toEqual([]);
    expect(long.result.html).toMatch(/^<p>a a/);
  });
});
