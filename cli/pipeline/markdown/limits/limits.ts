import type { MarkdownIssue } from '../result';

/**
 * The limits a Markdown body is read within, so that no body can stall or crash a build: each
 * is far above what a page holds (this site's deepest body nests 2 levels, its longest line has
 * 614 characters, its longest block 1,441), and each is checked before anything walks the body
 * (docs/markdown.md, "Limits").
 */

/**
 * How deep block quotes, list items, emphasis, links and directives may nest. The parsers and
 * the tree walks after them recurse once per level: 10,000 levels overflow the stack. 500, as
 * browsers and cmark keep about that many.
 */
export const MAX_NESTING = 500;

/**
 * The longest line, in characters. Both parsers take time that grows with the square of a
 * line's length on some text (a line of `![`, `:x[` or `_a_`): 10,000 characters take well
 * under a second.
 */
export const MAX_LINE = 10_000;

/**
 * The longest block of lines without a blank line between (a paragraph, a list item's text, a
 * table, a code block), in characters: the parsers read a paragraph's text as one, so it
 * costs the square of its length as a line does.
 */
export const MAX_BLOCK = 10_000;

const count = (n: number) => n.toLocaleString('en-US');

/** A body nested deeper than MAX_NESTING, from the line where it first is. */
export const nestingIssue = (line: number | undefined): MarkdownIssue => ({
  ...(line ? { line } : {}),
  message: `is nested more than ${count(MAX_NESTING)} levels deep (block quotes, lists, emphasis, links)`,
  hint: `Nest at most ${count(MAX_NESTING)} levels: close the quotes, lists or emphasis sooner.`,
});

/** A line longer than MAX_LINE. */
export const lineIssue = (line: number, length: number): MarkdownIssue => ({
  line,
  message: `has a line of ${count(length)} characters, over the limit of ${count(MAX_LINE)}`,
  hint: 'Break it into shorter lines: in a paragraph, a line break reads as a space.',
});

/** A block longer than MAX_BLOCK, from its first line. */
export const blockIssue = (line: number): MarkdownIssue => ({
  line,
  message: `starts a block of more than ${count(MAX_BLOCK)} characters without a blank line (a paragraph, list item, table or code block)`,
  hint: `Split it with blank lines into blocks of at most ${count(MAX_BLOCK)} characters.`,
});

/** Thrown by a parser (parse-within-limits.ts) for a body over a limit: the body is refused with this issue. */
export class MarkdownLimitError extends Error {
  override name = 'MarkdownLimitError';
  constructor(readonly issue: MarkdownIssue) {
    super(issue.message);
  }
}
