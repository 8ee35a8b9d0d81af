/**
 * Text Sätteri and remark (micromark, remark-directive) read apart wherever it is in a body,
 * found as divergent-syntax.ts's cases were: a body that holds one goes to remark.
 */

/** Text the parsers read apart wherever it is: each pattern, tried only where the text holds what it needs. */
const RISKY: readonly (readonly [needs: string, pattern: RegExp])[] = [
  // A `*` between a letter or digit and an `_` (Sätteri takes the `_` for part of a word there).
  ['*', /[\p{L}\p{N}]\*+_|_\*+[\p{L}\p{N}]/u],
  // An escaped `*`, `_` or `~` before another, or an escaped `:` before a directive's.
  ['\\', /\\([*_~])\1|\\::/],
];

/** Whether the text holds any of RISKY, a footnote riskyFootnotes finds, or a line riskyLines finds. */
export function holdsRisky(source: string): boolean {
  return (
    RISKY.some(([needs, pattern]) => source.includes(needs) && pattern.test(source)) ||
    (source.includes('[^') && riskyFootnotes(source)) ||
    riskyLines(source)
  );
}

/** What follows a footnote definition's `]:` that the parsers read apart (riskyFootnotes). */
const AFTER_DEFINITION = /[^ \t\r\n]|[ \t]*(?:\[\^[^\]]*\]:|(?:>[ \t]*)*(?:[-*+]|\d{1,9}[.)])?[ \t]*$)/my;

/**
 * A footnote's definition (`[^label]:`, its label up to the first `]`) with no blank before
 * what it holds, or that opens with another, or holds nothing or a list marker alone, or that is
 * indented. Read label by label: one expression for it would read from each `[^` to the next
 * `]`, the square of a body's length when it holds many `[^` and no `]`.
 */
export function riskyFootnotes(source: string): boolean {
  let open = source.indexOf('[^');
  for (let close = source.indexOf(']', open); open >= 0 && close >= 0; close = source.indexOf(']', close + 1)) {
    // Every `[^` before this `]` (and after the one before) has its label end here.
    let labelled = false;
    let indented = false;
    for (; open >= 0 && open + 1 < close; open = source.indexOf('[^', open + 1)) {
      labelled = true;
      indented ||= startsIndentedLine(source, open);
    }
    if (!labelled || source[close + 1] !== ':') continue;
    AFTER_DEFINITION.lastIndex = close + 2;
    if (indented || AFTER_DEFINITION.test(source)) return true;
  }
  return false;
}

/** Whether only blanks, one or more, are between the start of the line and `at`. */
function startsIndentedLine(source: string, at: number): boolean {
  let from = at;
  while (from > 0 && (source[from - 1] === ' ' || source[from - 1] === '\t')) from -= 1;
  return from < at && (from === 0 || /[\n\r\u2028\u2029]/.test(source[from - 1]!));
}

/**
 * Lines the parsers read apart, each with the line before, both without the block quotes'
 * `>` and indents before them: a list marker alone (an empty list item); a line of `|`, `:` and
 * `-` with a `|` or `:` under one opening with `[` (a table, in remark); a line opening with
 * `::` under one of text, but a container's closing fence. A walk over the lines: one
 * expression for all three costs more than parsing with Sätteri.
 */
function riskyLines(source: string): boolean {
  let before = '';
  for (let start = 0; start <= source.length;) {
    let end = source.indexOf('\n', start);
    if (end < 0) end = source.length;
    let from = start;
    while (from < end && (source[from] === ' ' || source[from] === '\t' || source[from] === '>')) from += 1;
    const line = source.slice(from, source[end - 1] === '\r' ? end - 1 : end);
    const first = line[0];
    if (first === '-' || first === '*' || first === '+' || (first !== undefined && first >= '0' && first <= '9')) {
      if (/^(?:[-*+]|\d{1,9}[.)])[ \t]*$/.test(line)) return true;
    }
    if (before.startsWith('[') && /^(?=[-| \t]*[|:])[|:-][ \t|:-]*$/.test(line)) return true;
    if (before && line.startsWith('::') && !/^:+[ \t]*$/.test(line)) return true;
    before = line;
    start = end + 1;
  }
  return false;
}
