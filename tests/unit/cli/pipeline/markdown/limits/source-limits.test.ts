import type { Nodes, Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { markdownToMdast } from 'satteri';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCK,
  MAX_LINE,
  MAX_NESTING,
  blockIssue,
  lineIssue,
  nestingIssue,
} from '../../../../../../cli/pipeline/markdown/limits/limits';
import {
  readLines,
  sourceLimitIssue,
  type LineReading,
} from '../../../../../../cli/pipeline/markdown/limits/source-limits';
import { seededRandom } from '../../../../../support/prng';

/** Both parsers' own trees, before the site's pipeline: what the scan must never count short of. */
const remark = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const PARSERS: Record<string, (body: string) => Root> = {
  remark: (body) => remark.parse(body),
  satteri: (body) =>
    markdownToMdast(body, { features: { gfm: true, directive: true, frontmatter: false }, position: true }) as Root,
};

/** What the scan reads of each line of a body, by line number. */
function readings(body: string): LineReading[] {
  const lines: LineReading[] = [];
  readLines(body, Number.POSITIVE_INFINITY, (reading) => {
    lines[reading.line] = reading;
    return false;
  });
  return lines;
}

/**
 * Where a parser nests or joins lines more than the scan says: none may. A block is at most as
 * deep as the deepest line up to its own (a paragraph left after a definition can start on a
 * lazy line, in the containers of the line before).
 */
function shortfalls(body: string, tree: Root): string[] {
  const lines = readings(body);
  const deepest = lines.map((_, line) => Math.max(...lines.slice(1, line + 1).map((reading) => reading.depth)));
  const found: string[] = [];
  const visit = (node: Nodes, depth: number) => {
    const inner = depth + (node.type === 'blockquote' || node.type === 'listItem' ? 1 : 0);
    const { start, end } = node.position ?? {};
    if (start && deepest[start.line]! < inner)
      found.push(`${node.type} at line ${start.line} is ${inner} deep, read as ${deepest[start.line]}`);
    // A heading over lines ends in its underline (`---`), which ends its text.
    const last = end && (node.type === 'heading' ? end.line - 1 : end.line);
    if (start && last && (node.type === 'paragraph' || node.type === 'heading'))
      for (let line = start.line + 1; line <= last; line += 1)
        if (lines[line]!.blockLine > start.line) found.push(`${node.type} at line ${start.line} split at ${line}`);
    if ('children' in node) for (const child of node.children) visit(child, inner);
  };
  visit(tree, 0);
  return found;
}

describe('the source limits', () => {
  it('never read a body as nested less deeply, or a paragraph as shorter, than either parser does', () => {
    const random = seededRandom(47);
    const prefixes = [
      '',
      ' ',
      '  ',
      '   ',
      '    ',
      '\t',
      ' \t',
      '>',
      '> ',
      '>  ',
      '>\t',
      '- ',
      '-   ',
      '-    ',
      '* ',
      '+ ',
    ];
    const markers = ['-', '-\t', '> - ', '  > ', '1. ', '2. ', '1) ', '10. ', '1.    ', '3.\t', '01. ', '123456789. '];
    const texts = ['', 'a', 'b c', '# h', '## h', '#', '***', '---', '- - -', '* * *', '___', '```', '~~~', '<div>'];
    const more = ['| a | b |', '|---|---|', ':::x', ':::', '::y', '[^1]: n', '[a]: /u', '[a]:', '/u', 'a *b* c', '`c`'];
    const last = ['===', '- [ ] t', '> q', '    code', 'a  '];
    const bodies = Array.from({ length: 1500 }, () =>
      Array.from({ length: random.int(1, 16) }, () => {
        const prefix = Array.from({ length: random.int(0, 4) }, () => random.pick([...prefixes, ...markers])).join('');
        return prefix + random.pick([...texts, ...more, ...last]);
      }).join(random.chance(0.1) ? '\r\n' : '\n'),
    );
    for (const [name, parse] of Object.entries(PARSERS)) {
      const failures = bodies.flatMap((body) =>
        shortfalls(body, parse(body)).map((what) => `${name}: ${what} in ${JSON.stringify(body)}`),
      );
      expect(failures.slice(0, 5)).toEqual([]);
    }
  });

  it('refuse nesting deeper than the limit, on the line where it is', () => {
    expect(sourceLimitIssue('>'.repeat(MAX_NESTING) + ' a')).toBeUndefined();
    expect(sourceLimitIssue('a\n\n' + '>'.repeat(MAX_NESTING + 1) + ' a')).toEqual(nestingIssue(3));
    expect(sourceLimitIssue('- '.repeat(MAX_NESTING + 1) + 'a')).toEqual(nestingIssue(1));
    const indented = (depth: number) => Array.from({ length: depth }, (_, i) => '   '.repeat(i) + '1. a').join('\n');
    expect(sourceLimitIssue(indented(MAX_NESTING))).toBeUndefined();
    expect(sourceLimitIssue(indented(MAX_NESTING + 1))).toEqual(nestingIssue(MAX_NESTING + 1));
    // 200,000 levels on one line are read only as far as the limit.
    expect(sourceLimitIssue('>'.repeat(200_000))).toEqual(nestingIssue(1));
  });

  it('refuse a line longer than the limit, and a block without a blank line longer than the limit', () => {
    expect(sourceLimitIssue('a'.repeat(MAX_LINE))).toBeUndefined();
    expect(sourceLimitIssue('x\r\n' + 'a'.repeat(MAX_LINE + 1))).toEqual(lineIssue(2, MAX_LINE + 1));
    const lines = (count: number, prefix = '') =>
      Array.from({ length: count }, () => prefix + 'a'.repeat(99)).join('\n');
    expect(sourceLimitIssue(lines(MAX_BLOCK / 100))).toBeUndefined();
    expect(sourceLimitIssue('# Title\n' + lines(MAX_BLOCK / 100 + 1))).toEqual(blockIssue(2));
    // Lazy lines and items numbered past 1 go on a paragraph: they count with it.
    expect(sourceLimitIssue('- a\n' + lines(MAX_BLOCK / 100))).toEqual(blockIssue(1));
    expect(sourceLimitIssue('a\n' + lines(MAX_BLOCK / 100, '2. '))).toEqual(blockIssue(1));
  });

  it('count each list item as a block of its own', () => {
    const items = (marker: (i: number) => string) =>
      Array.from({ length: 3 * (MAX_BLOCK / 100) }, (_, i) => marker(i) + 'a'.repeat(90)).join('\n');
    expect(sourceLimitIssue(items(() => '- '))).toBeUndefined();
    expect(sourceLimitIssue(items((i) => `${i + 1}. `))).toBeUndefined();
    expect(sourceLimitIssue(items((i) => (i % 2 ? '  - ' : '- ')))).toBeUndefined();
    expect(sourceLimitIssue(items((i) => (i % 2 ? '> 1. ' : '> - ')))).toBeUndefined();
  });
});
