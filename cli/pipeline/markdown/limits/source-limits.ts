import type { MarkdownIssue } from '../result';
import { lineStart, nestingBound, type LineStart } from './line-start';
import { MAX_BLOCK, MAX_LINE, MAX_NESTING, blockIssue, lineIssue, nestingIssue } from './limits';

/**
 * The first limit (limits.ts) a body's text goes over, found in one pass over its lines before
 * a parser reads it: the parsers recurse once per level of nesting and take the square of a
 * line's or a paragraph's length on some text, so this must come first.
 */
export function sourceLimitIssue(source: string): MarkdownIssue | undefined {
  let issue: MarkdownIssue | undefined;
  readLines(source, MAX_NESTING, (reading) => {
    if (reading.depth > MAX_NESTING) issue = nestingIssue(reading.line);
    else if (reading.length > MAX_LINE) issue = lineIssue(reading.line, reading.length);
    else if (reading.block > MAX_BLOCK) issue = blockIssue(reading.blockLine);
    return issue !== undefined;
  });
  return issue;
}

/** What readLines tells of a line. */
export interface LineReading {
  /** Its number, from 1. */
  line: number;
  /** Its length, without its line ending. */
  length: number;
  /** At least how many block quotes and list items it is in (line-start.ts), counted up to the cap + 1. */
  depth: number;
  /** The first line of the block it is in, and the length of that block so far (0 for a blank line). */
  blockLine: number;
  block: number;
}

/** A line ending, as CommonMark reads them. */
const LINE_END = /\r\n|\r|\n/g;

/** The list item a block's first line opened, while every line since is surely in it (as far in as its text). */
interface Item {
  quotes: number;
  /** Where its marker is, and its text (columns after the `>`s). */
  indent: number;
  textColumn: number;
  /** An ordered item's `.` or `)`. */
  delimiter: string | undefined;
}

/**
 * Reads a body line by line, counting nesting and blocks as a parser could at most: a block
 * ends only where a line surely ends it (a blank line, a heading, a thematic break, a list
 * item), so it may count blocks longer than a parser reads them, never shorter. Stops when
 * `visit` says so.
 */
export function readLines(source: string, cap: number, visit: (reading: LineReading) => boolean): void {
  let line = 0;
  let block = 0;
  let blockLine = 1;
  let item: Item | undefined;
  // No line can be in more than the deepest line before it left open.
  let deepest = 0;
  const lineEnd = new RegExp(LINE_END);
  for (let start = 0; start <= source.length;) {
    const ending = lineEnd.exec(source);
    const end = ending ? ending.index : source.length;
    line += 1;
    const depth = nestingBound(source, start, end, cap, deepest);
    deepest = Math.max(deepest, depth);
    const opens = lineStart(source, start, end);
    const ends = endsBlock(opens, item);
    if (opens.kind === 'blank') {
      block = 0;
      item = undefined;
    } else if (ends) {
      block = 0;
      const { quotes, indent, textColumn, delimiter } = opens;
      item = textColumn === undefined ? undefined : { quotes, indent, textColumn, delimiter };
    } else if (item && (opens.quotes !== item.quotes || opens.indent < item.textColumn)) {
      // A line that may not be in the item (a lazy one, or one after the item ended): the block may be elsewhere.
      item = undefined;
    }
    if (opens.kind !== 'blank') {
      if (!block) blockLine = line;
      block += (block ? 1 : 0) + end - start;
    }
    if (visit({ line, length: end - start, depth, blockLine, block }) || !ending) return;
    // A heading is a block of one line.
    if (opens.kind === 'heading' && ends) block = 0;
    start = ending.index + ending[0].length;
  }
}

/**
 * Whether a line surely ends the block before it. A heading, a thematic break, a bullet item or
 * an item numbered 1 does, where a parser reads it as one: at most 3 columns in, or 0-3 columns
 * into the text of the item the block is in (a nested one). An item with another number does
 * only as the next item of the block's item: ordered the same way, its marker as far in (so
 * whatever holds that item goes on), after as many `>`s. Elsewhere it may be the paragraph's
 * text (micromark reads it so even after an item of a bullet list).
 */
function endsBlock(opens: LineStart, item: Item | undefined): boolean {
  if (opens.kind === 'blank' || opens.kind === 'text') return false;
  const sameQuotes = item?.quotes === opens.quotes;
  const nested = sameQuotes && opens.indent >= item!.textColumn && opens.indent - item!.textColumn <= 3;
  if (opens.kind !== 'ordered' || opens.one) return opens.indent <= 3 || nested;
  return sameQuotes && item!.delimiter === opens.delimiter && opens.indent === item!.indent;
}
