import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { SKIP, walkHast } from '../../../lib/walk-tree';

/** Class of the element that scrolls a wide table sideways (styled in templates/styles/prose.css). */
export const TABLE_SCROLL_CLASS = 'table-scroll';

/**
 * Wide tables and code blocks scroll sideways on phones, and a scrolling region must be
 * reachable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): each table goes into
 * a focusable region labelled by its column headers, and each code block is focusable itself.
 */
export function rehypeScrollRegions() {
  return (tree: Root) => {
    walkHast(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'pre') {
        for (const child of node.children)
          if (child.type === 'element' && child.tagName === 'code') child.properties.tabIndex = 0;
        return SKIP;
      }
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: [TABLE_SCROLL_CLASS],
          tabIndex: 0,
          role: 'region',
          ariaLabel: `Table: ${columnHeaders(node).join(', ')}`,
        },
        children: [node],
      };
      return SKIP;
    });
  };
}

function columnHeaders(table: Element): string[] {
  const headers: string[] = [];
  walkHast(table, 'element', (node) => {
    if (node.tagName !== 'th') return undefined;
    const text = toText(node).trim();
    if (text) headers.push(text);
    return SKIP;
  });
  return headers;
}
