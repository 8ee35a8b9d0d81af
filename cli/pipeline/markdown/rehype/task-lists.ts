import type { Element, ElementContent, Root } from 'hast';
import { SKIP, walkHast } from '../../../lib/walk-tree';

/** What ends an item's own text (a nested list, a second paragraph). */
const BLOCKS = new Set([
  'ul',
  'ol',
  'p',
  'div',
  'pre',
  'blockquote',
  'table',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

/**
 * GitHub's task lists (`- [x] Done`) render a disabled checkbox before the item's text. A form
 * control needs a name (WCAG 4.1.2, axe `label`): the checkbox and the text after it go into one
 * <label>, so a screen reader says "Done, checkbox, checked".
 */
export function rehypeTaskLists() {
  return (tree: Root) => {
    walkHast(tree, 'element', (node) => {
      if (node.tagName === 'label') return SKIP;
      const at = node.children.findIndex(isCheckbox);
      if (at === -1) return undefined;
      let end = at + 1;
      while (end < node.children.length && !isBlock(node.children[end]!)) end += 1;
      const label: Element = {
        type: 'element',
        tagName: 'label',
        properties: {},
        children: node.children.slice(at, end),
      };
      node.children.splice(at, end - at, label);
      return undefined;
    });
  };
}

const isCheckbox = (node: ElementContent) =>
  node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
const isBlock = (node: ElementContent) => node.type === 'element' && BLOCKS.has(node.tagName);
