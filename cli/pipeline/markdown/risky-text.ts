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
  // A footnote's definition with no blank before what it holds, or that opens with another, or
  // holds nothing or a list marker alone, or that is indented.
  [
    '[^',
    /\[\^[^\]]*\]:(?:[^ \t\r\n]|[ \t]*(?:\[\^[^\]]*\]:|(?:>[ \t]*)*(?:[-*+]|\d{1,9}[.)])?[ \t]*$))|^[ \t]+\[\^[^\]]*\]:/m,
  ],
];

/** Whether the text holds any of RISKY, or a line riskyLines finds. */
export function holdsRisky(source: string): boolean {
  return RISKY.some(([needs, pattern]) => source.includes(needs) && pattern.test(source)) || riskyLines(source);
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
