/**
 * How a line of Markdown starts, read without parsing it: the block quote markers (`>`) and
 * list markers (`-`, `+`, `*`, `1.`, `1)`) before its text, and the blanks between them. For
 * the source limits (source-limits.ts), which must never read a body as nested less deeply,
 * or its blocks as shorter, than a parser does.
 */

/** Columns a blank takes (a tab counts as 4, the most it can). */
const columns = (char: string | undefined) => (char === ' ' ? 1 : char === '\t' ? 4 : 0);

/** The width of the block quote or list marker at `at` (`>`, a bullet or a number with its `.` or `)`), or 0. */
function markerWidth(source: string, at: number, end: number): number {
  const char = source[at];
  if (char === '>') return 1;
  let after = at;
  if (char === '-' || char === '+' || char === '*') after += 1;
  else {
    // At most 9 digits, as CommonMark reads an ordered list's number.
    while (after < end && after - at < 9 && source[after]! >= '0' && source[after]! <= '9') after += 1;
    if (after === at || (source[after] !== '.' && source[after] !== ')')) return 0;
    after += 1;
  }
  // A list marker needs a blank or the line's end after it (`-x` and `1.5` are text).
  return after === end || columns(source[after]) ? after - at : 0;
}

/**
 * At least how many block quotes and list items the line from `start` to `end` is in: each
 * marker before its text counts one, and so does every 2 columns of blank before them that
 * could continue a list item of an earlier line (an item's text is at least 2 columns in), up
 * to `open`, the most that earlier lines can have left open (the deepest of them). Stops
 * counting past `cap`.
 */
export function nestingBound(source: string, start: number, end: number, cap: number, open: number): number {
  let markers = 0;
  let blanks = 0;
  // After a list marker, everything on the line is new: its blanks continue nothing.
  let opened = false;
  let afterQuote = false;
  const bound = () => markers + Math.min(blanks >> 1, open);
  for (let at = start; at < end && bound() <= cap;) {
    let width = 0;
    for (; columns(source[at]) && at < end; at += 1) width += columns(source[at]);
    // A `>` may take one blank after it as its own.
    if (!opened) blanks += afterQuote ? Math.max(0, width - 1) : width;
    const marker = markerWidth(source, at, end);
    if (!marker) break;
    markers += 1;
    afterQuote = source[at] === '>';
    opened ||= !afterQuote;
    at += marker;
  }
  return bound();
}

/** How a line starts: blank but for `>`s, a heading, a thematic break, a list item with text, or anything else ('text'). */
export interface LineStart {
  kind: 'blank' | 'heading' | 'break' | 'bullet' | 'ordered' | 'text';
  /** The `>`s before it, each surely a block quote marker (at most 3 columns in). */
  quotes: number;
  /** Its columns of blank after those (where its heading or list marker is). */
  indent: number;
  /** Whether an ordered item's number is written `1`: only such an item can end a paragraph. */
  one?: boolean;
  /** An ordered item's `.` or `)`: only an item with the same one goes on its list. */
  delimiter?: string;
  /** The column (counted as `indent`) an item's text starts at, when only spaces follow its marker: its later lines need this indent. */
  textColumn?: number;
}

/** Three or more `-`, `*` or `_` (the same), blanks between. */
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** How the line from `start` to `end` starts. Columns as CommonMark counts them: a tab to the next multiple of 4. */
export function lineStart(source: string, start: number, end: number): LineStart {
  let quotes = 0;
  let at = start;
  let column = 0;
  // Where the text after the last `>` starts: a `>` takes one column of blank after it as its own.
  let base = 0;
  let indent = 0;
  for (;;) {
    for (; at < end && columns(source[at]); at += 1)
      column = source[at] === '\t' ? column + 4 - (column % 4) : column + 1;
    indent = Math.max(0, column - base);
    if (source[at] !== '>' || indent > 3) break;
    quotes += 1;
    at += 1;
    column += 1;
    base = column + 1;
  }
  if (at >= end) return { kind: 'blank', quotes, indent };
  if (source[at] === '#') {
    let hashes = at;
    while (hashes < end && source[hashes] === '#') hashes += 1;
    const heading = hashes - at <= 6 && (hashes === end || columns(source[hashes]) > 0);
    return { kind: heading ? 'heading' : 'text', quotes, indent };
  }
  // `- - -`, `***`: a thematic break, no list item.
  const first = source[at];
  if ((first === '-' || first === '*' || first === '_') && THEMATIC_BREAK.test(source.slice(at, end)))
    return { kind: 'break', quotes, indent };
  const width = markerWidth(source, at, end);
  // A list item interrupts a paragraph only with text after its marker.
  if (!width || source[at] === '>' || !/\S/.test(source.slice(at + width, end)))
    return { kind: 'text', quotes, indent };
  const digits = source.slice(at, at + width - 1);
  const item = digits
    ? { kind: 'ordered' as const, one: digits === '1', delimiter: source[at + width - 1]! }
    : { kind: 'bullet' as const };
  let spaces = 0;
  while (source[at + width + spaces] === ' ') spaces += 1;
  if (source[at + width + spaces] === '\t') return { ...item, quotes, indent };
  // Five spaces or more: the text is code, one space in.
  return { ...item, quotes, indent, textColumn: indent + width + (spaces > 4 ? 1 : spaces) };
}
