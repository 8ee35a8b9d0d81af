import type { ListItem, Nodes, Root, RootContent } from 'mdast';
import type { Point } from 'unist';
import {
  READ_FROM_START,
  READ_WITH_PARENT,
  breaksAfterDefinition,
  directivesMatchLines,
  endsInHtml,
  quoteEndsApart,
  leftText,
  openFence,
  plainDirective,
  startsInside,
} from './divergent-syntax';
import { holdsRisky } from './risky-text';
import { countLabels, isLiteral, remarkMayLink, syntaxTakes, type Reading } from './literal-autolinks';

/**
 * Sätteri's tree is the one remark-parse, remark-gfm and remark-directive give, positions
 * included, but in a few places, found by comparing both on the CommonMark and GFM spec
 * examples, the site's bodies and random ones (docs/markdown.md, "Which parser"):
 * - a task-list item's paragraph that starts with anything but text (`- [ ] *soon*`): remark
 *   starts it at the check, Sätteri at its first child (mdast-util-gfm-task-list-item moves the
 *   start past the check only when it trims the space after it off a text node). This moves it.
 * - rare text where the two read apart: odd literal autolinks (literal-autolinks.ts), odd
 *   directives, footnotes, tables and fences (divergent-syntax.ts). Then this says false, and
 *   the body goes to remark: never a different page, at worst a slower one.
 */
export function matchRemark(tree: Root, source: string): boolean {
  // NUL: remark writes U+FFFD for it (CommonMark 2.3), Sätteri keeps it.
  if (source.includes('\0') || holdsRisky(source)) return false;
  const tabs = source.includes('\t');
  const visit = (node: Nodes, outer: Reading | undefined): boolean => {
    if ((node.type === 'footnoteReference' || node.type === 'footnoteDefinition') && /[&\\]/.test(node.label ?? ''))
      return false;
    if (!('children' in node) || node.type === 'link' || node.type === 'linkReference') return true;
    if (node.type === 'listItem' && !alignTask(node, source)) return false;
    if (node.type === 'blockquote' && quoteEndsApart(node)) return false;
    if (/Directive$/.test(node.type) && !plainDirective(source, node)) return false;
    if (node.type === 'table' && endsInHtml(node, source)) return false;
    const fromStart = READ_FROM_START.has(node.type);
    const lines = node.position?.start.line !== node.position?.end.line;
    const reading = fromStart ? { open: 0, lines } : READ_WITH_PARENT.has(node.type) ? outer : undefined;
    const children = node.children as RootContent[];
    for (let index = 0; index < children.length; index += 1) {
      const child = children[index]!;
      if (index && startsInside(child, children[index - 1]!)) return false;
      if (child.type === 'text') {
        // A backtick that opens no code span, in text over lines: remark's positions are odd after it.
        if (remarkMayLink(child.value) || (reading?.lines && child.value.includes('`'))) return false;
        // A tab after a `:` and a name, maybe past the text (its line's end, an emphasis' `_`):
        // remark-directive reads it into a name.
        const { start, end } = child.position!;
        if (tabs && /:[\p{L}\p{N}_-]*\t/u.test(source.slice(start.offset, end.offset! + 8))) return false;
        if (reading) countLabels(source, child, reading);
      } else if (child.type === 'link' && isLiteral(source, child)) {
        // Read just before it: its sibling, or what opens its parent (an emphasis' `*`), or nothing.
        const before = index ? children[index - 1] : fromStart ? undefined : node;
        if (!reading || !syntaxTakes(source, child, before, reading)) return false;
      } else {
        if (child.type === 'inlineCode' && reading) reading.backtick = true;
        if (child.type === 'textDirective' && leftText(child, children[index + 1])) return false;
        if (child.type === 'code' && node.type !== 'root' && openFence(source, child)) return false;
        if (breaksAfterDefinition(child, children[index + 1])) return false;
        // A block of HTML after blanks: remark keeps them in its value.
        if (child.type === 'html' && !reading && /[ \t]/.test(source[child.position!.start.offset! - 1] ?? ''))
          return false;
        if (!visit(child, reading)) return false;
      }
    }
    // A backtick (a code span's too) and a `:` before a name: remark may read a directive there
    // where Sätteri did not.
    return !(fromStart && reading?.backtick && reading.colon);
  };
  return visit(tree, undefined) && directivesMatchLines(tree, source);
}

/**
 * Gives a task's paragraph the start remark gives it (see matchRemark); false when its text
 * starts on a later line than the check (remark's positions are odd there, and Sätteri drops
 * a hard break right after the check, or takes no check in a block quote).
 */
function alignTask(item: ListItem, source: string): boolean {
  const paragraph = item.children[0];
  if (paragraph?.type !== 'paragraph' || !paragraph.position) return true;
  // A check Sätteri did not take (before a line's end, in a block quote): remark may.
  if (typeof item.checked !== 'boolean')
    return !/^\[[ \txX]\](?:\s|$)/.test(source.slice(paragraph.position.start.offset));
  const check = checkBefore(source, paragraph.position.start);
  if (!check) return false;
  if (paragraph.children[0]?.type !== 'text') paragraph.position.start = check;
  return true;
}

/** Where the `[ ]` or `[x]` before a task's first child starts, when on the same line. */
function checkBefore(source: string, start: Point): Point | undefined {
  if (start.offset === undefined) return undefined;
  let end = start.offset - 1;
  while (end >= 0 && (source[end] === ' ' || source[end] === '\t')) end -= 1;
  const offset = end - 2;
  if (source[end] !== ']' || source[offset] !== '[') return undefined;
  return { line: start.line, column: start.column - (start.offset - offset), offset };
}
