import type { Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toText } from 'hast-util-to-text';
import type { BodySection, Heading } from '../../kit/page-context';

/**
 * Splits a rendered body at its level-2 headings (each has an id): `intro` is what comes before
 * the first one; each section has its heading's text, the HTML under it (written as the rest of
 * the body is) and that HTML's text, for structured data.
 */
export function splitSections(tree: Root, headings: readonly Heading[]): { intro: string; sections: BodySection[] } {
  const titles = new Map(headings.filter((h) => h.depth === 2).map((h) => [h.id, h.text]));
  const intro: RootContent[] = [];
  const groups: { id: string; nodes: RootContent[] }[] = [];
  for (const node of tree.children) {
    const id = node.type === 'element' && node.tagName === 'h2' ? node.properties.id : undefined;
    if (typeof id === 'string') groups.push({ id, nodes: [] });
    else (groups.at(-1)?.nodes ?? intro).push(node);
  }
  const html = (nodes: RootContent[]) => toHtml({ type: 'root', children: nodes }).trim();
  return {
    intro: html(intro),
    sections: groups.map(({ id, nodes }) => ({
      id,
      title: titles.get(id) ?? '',
      html: html(nodes),
      text: toText({ type: 'root', children: nodes }).replace(/\s+/g, ' ').trim(),
    })),
  };
}
