import type { Node, Parent } from 'unist';
import type { MarkdownIssue } from '../result';
import { MAX_NESTING, nestingIssue } from './limits';

/**
 * Nodes that hold others without nesting as a reader sees it: a list's items nest, not the list;
 * a paragraph, heading or table holds text, not levels.
 */
const WRAPPERS = new Set(['root', 'list', 'paragraph', 'heading', 'table', 'tableRow', 'tableCell']);

/**
 * Where a parsed body nests deeper than MAX_NESTING, if it does: block quotes and list items
 * (which source-limits.ts counted before parsing), and emphasis, links and directives inside a
 * paragraph (which only a parser can tell). Walks the tree without recursion, as nothing after
 * it may until it has passed.
 */
export function treeNestingIssue(tree: Node): MarkdownIssue | undefined {
  const nodes: Node[] = [tree];
  const depths: number[] = [0];
  for (let node = nodes.pop(); node; node = nodes.pop()) {
    const depth = depths.pop()!;
    const children = (node as Partial<Parent>).children;
    if (!children) continue;
    const inner = WRAPPERS.has(node.type) ? depth : depth + 1;
    if (inner > MAX_NESTING) return nestingIssue(node.position?.start.line);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      nodes.push(children[index]!);
      depths.push(inner);
    }
  }
  return undefined;
}
