import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { walkMdast } from '../../../lib/walk-tree';
import { isFactDirective, resolveDirective, type Facts } from '../../site/index';

const parser = unified().use(remarkParse).use(remarkDirective).freeze();

/**
 * A front-matter or data text with its fact directives replaced by what they stand for
 * ("Audits from :price[infrastructure-audit]" -> "Audits from $999"): the same syntax as in
 * Markdown bodies, parsed by the same parser, so a text is written one way everywhere. The rest
 * of the text is kept as written (it is text, not Markdown, to the templates that show it).
 */
export function resolveDirectiveText(
  text: string,
  facts: Facts,
): { text: string; problems: { message: string; hint: string }[] } {
  const tree = parser.parse(text) as Root;
  const problems: { message: string; hint: string }[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  walkMdast(tree, 'textDirective', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!isFactDirective(node.name) || start === undefined || end === undefined) return;
    const label = node.children.map((child) => ('value' in child ? child.value : '')).join('');
    const result = resolveDirective(facts, node.name, label, node.attributes ?? {});
    if ('message' in result) problems.push(result);
    else edits.push({ start, end, text: result.text });
  });
  let resolved = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    resolved = resolved.slice(0, edit.start) + edit.text + resolved.slice(edit.end);
  return { text: resolved, problems };
}
