/**
 * The `src` of each `![alt](src)` in a Markdown body, found without parsing it (for the cache
 * keys and social cards), as the expression /!\[[^\]]*\]\(\s*<?([^)\s>]+)/g finds them, but in
 * one pass: that expression reads from each `![` to the next `]`, so a body of `![` without a
 * `]` cost the square of its length (200 KB took 13 s).
 */
export function bodyImageSources(body: string): string[] {
  const sources: string[] = [];
  for (let from = 0; ;) {
    const open = body.indexOf('![', from);
    if (open < 0) return sources;
    const close = body.indexOf(']', open + 2);
    if (close < 0) return sources;
    // Every `![` before `close` has its alt end there: what follows is the same for all of them.
    const src = body[close + 1] === '(' ? sourceAt(body, close + 2) : undefined;
    if (src) sources.push(body.slice(src.start, src.end));
    from = src ? src.end : close + 1;
  }
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
/** What ends a `src`: `)`, a blank or `>`. */
const endsSource = (char: string | undefined) => char === undefined || char === ')' || char === '>' || isSpace(char);

/** Where the `src` after `](` at `at` is: past blanks and a `<` (which is the `src` itself when nothing follows it). */
function sourceAt(body: string, at: number): { start: number; end: number } | undefined {
  let start = at;
  while (isSpace(body[start])) start += 1;
  const bracketed = body[start] === '<';
  let end = bracketed ? start + 1 : start;
  while (!endsSource(body[end])) end += 1;
  if (end > (bracketed ? start + 1 : start)) return { start: bracketed ? start + 1 : start, end };
  return bracketed ? { start, end: start + 1 } : undefined;
}
