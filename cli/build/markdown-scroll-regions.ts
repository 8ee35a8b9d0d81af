import type { Parent, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** Class of the element that scrolls a wide table sideways (styled in templates/styles/prose.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/**
 * Wide tables and code blocks scroll sideways on phones, and a scrolling region must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): each table goes into
 * a focusable, labelled region, and each code block is focusable itself.
 */
export function makeScrollRegionsFocusable(tree: Root): void {
  visit(tree, (node, index, parent: Parent | undefined) => {
    if (node.type === 'code') {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, tabIndex: 0 } };
      return SKIP;
    }
    if (node.type !== 'table' || !parent || index === undefined) return undefined;
    parent.children[index] = tableRegion(node as Table) as unknown as RootContent;
    return [SKIP, index + 1];
  });
}

/** A div (via hName, which mdast-util-to-hast honours for unknown nodes) around the table. */
function tableRegion(table: Table) {
  const headers = (table.children[0]?.children ?? []).map((cell) => toString(cell).trim()).filter(Boolean);
  return {
    type: 'tableRegion',
    data: {
      hName: 'div',
      hProperties: { className: [TABLE_SCROLL_CLASS], tabIndex: 0, role: 'region', ariaLabel: `Table: ${headers.join(', ')}` },
    },
    children: [table],
  };
}
