import type { Nodes, Parents } from 'mdast';

/**
 * Nodes a walk takes out of the tree, removed once it is done: removing each as it is found
 * (splice) moves every sibling after it, so a parent with many to remove (a body of 100,000
 * lines of raw HTML) costs the square of their number.
 */
export class Removals {
  private readonly byParent = new Map<Parents, Set<Nodes>>();

  add(parent: Parents, node: Nodes): void {
    let nodes = this.byParent.get(parent);
    if (!nodes) this.byParent.set(parent, (nodes = new Set()));
    nodes.add(node);
  }

  /** Removes them all: one pass over each parent's children. */
  apply(): void {
    for (const [parent, nodes] of this.byParent) {
      (parent.children as Nodes[]) = parent.children.filter((child) => !nodes.has(child));
    }
  }
}
