import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Event } from 'micromark-util-types';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../cli/bench/random';
import { syntheticPost } from '../../../../cli/bench/synthetic-post';
import { markdownToHtml, parserFor, tableParser } from '../../../../cli/build/markdown-syntax';

/**
 * Documents with no line that could be a table's delimiter row are parsed without the table
 * construct: the HTML and the events (which the build checks links and headings by) must be
 * exactly those of the parser that knows tables.
 */
const TABLES = [
  '| a | b |\n| - | - |\n| 1 | 2 |',
  'a | b\n--|--\n1 | 2',
  '|a|\n|-|',
  'a\n-:',
  'a\n:-\nb',
  '| a |\r\n| :-: |\r\n| 1 |\r\n',
  '| a |\n|  -  |  \n| 1 |',
  '> | a |\n> | --- |\n> | 1 |',
  '- item\n\n  | a |\n  |---|\n  | 1 |',
  '1. > | a |\n   > | - |',
  '> - | a |\n>   | - |',
  '| a |\n|-\t|',
];
const NOT_TABLES = [
  'Title\n---\n\ntext',
  'a | b\nc | d',
  '- a\n- b\n\n***\n\n- - -',
  '| not a table\n\n> quote | with pipe',
  'Text ~~struck~~ and `a | b` in code.\n\n```sh\ncurl x | grep y\n```',
  '## Heading\n\n[link](https://example.org/a|b) and ![img](x.png)',
];

const signature = (events: Event[]) => events.map(([kind, token]) => `${kind}:${token.type}@${token.start.offset}-${token.end.offset}`);
function expectSameAsTableParser(markdown: string) {
  const fast = markdownToHtml(markdown);
  const full = markdownToHtml(markdown, tableParser);
  expect(fast.html).toBe(full.html);
  expect(signature(fast.events)).toEqual(signature(full.events));
}

describe('the parser chosen for a document', () => {
  it('knows tables whenever a line could be a delimiter row, in blockquotes and lists too', () => {
    for (const markdown of TABLES) {
      expect(parserFor(markdown), markdown).toBe(tableParser);
      expect(markdownToHtml(markdown).html, markdown).toContain('<table>');
    }
  });

  it('leaves tables out otherwise, with the same HTML and events', () => {
    for (const markdown of NOT_TABLES) {
      expect(parserFor(markdown), markdown).not.toBe(tableParser);
      expectSameAsTableParser(markdown);
    }
    // Indented code that looks like a table: the table parser is taken, which is merely slower.
    expect(markdownToHtml('\t| a |\n\t| - |').html).toContain('<pre><code>');
  });

  it('agrees with the table parser on thousands of random documents made of table-like pieces', () => {
    const random = seededRandom(11);
    const pieces = ['|', ' | ', '-', '--', ':', ' ', '\t', '> ', '- ', '1. ', 'a', 'b c', '~~x~~', '`|`', '\n', '\n', '\n\n', '\r\n', '***', '#'];
    for (let n = 0; n < 3000; n += 1) {
      let markdown = '';
      for (let i = 0, length = 4 + Math.floor(random() * 30); i < length; i += 1) markdown += pieces[Math.floor(random() * pieces.length)];
      expectSameAsTableParser(markdown);
    }
  });

  it('writes what the table parser writes for every page of the real content and for generated posts', () => {
    const root = path.resolve(__dirname, '../../../../content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'));
    expect(files.length).toBeGreaterThan(30);
    let withoutTables = 0;
    for (const file of files) {
      const markdown = readFileSync(path.join(root, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      if (parserFor(markdown) !== tableParser) withoutTables += 1;
      expectSameAsTableParser(markdown);
    }
    const random = seededRandom(7);
    for (let n = 0; n < 40; n += 1) expectSameAsTableParser(syntheticPost(random, n).markdown);
    // The fast path is taken at all.
    expect(withoutTables).toBeGreaterThan(10);
  });
});
