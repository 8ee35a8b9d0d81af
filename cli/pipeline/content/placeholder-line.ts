/**
 * The mark of text not written yet: `site new` puts it on every placeholder it writes (a
 * description, an excerpt, a lead, the instruction paragraphs, the first heading), and the
 * provider scaffold on every field. A page is published only once none is left; drafts may keep
 * them. In prose the word itself can still be written in code (`TODO`), which is not checked.
 */
export const PLACEHOLDER = /\bTODO\b/;

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CODE_SPAN = /(`+)[^`]*?\1/g;

/** The line (1-based, within `body`) of its first placeholder outside code, or undefined. Linear in the body. */
export function placeholderLine(body: string): number | undefined {
  if (!PLACEHOLDER.test(body)) return undefined;
  let fence: string | undefined;
  const lines = body.split('\n');
  for (const [index, line] of lines.entries()) {
    const opens = FENCE.exec(line)?.[1];
    if (fence) {
      if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = undefined;
      continue;
    }
    if (opens) {
      fence = opens;
      continue;
    }
    if (PLACEHOLDER.test(line.replace(CODE_SPAN, ''))) return index + 1;
  }
  return undefined;
}
