import type { Node } from 'unist';

/** Keys that hold a node's place or its children, not what it says. */
const SKIPPED = new Set(['position', 'children']);

/**
 * A 32-bit FNV-1a hash of what a syntax tree says: each node's type, values, URLs, names,
 * attributes, properties and data, and its shape; not its positions. Two trees that differ in
 * anything a compiler writes differ here (bar a one-in-four-billion collision). For telling
 * whether a plugin changed a body: a walk without allocations beyond small objects' JSON.
 */
export function treeFingerprint(tree: Node): number {
  let hash = 0x811c9dc5;
  const mix = (text: string) => {
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
    hash ^= 0xff; // a separator, so ["ab", "c"] and ["a", "bc"] differ
    hash = Math.imul(hash, 0x01000193);
  };
  const visit = (node: Node) => {
    const record = node as unknown as Record<string, unknown>;
    for (const key in record) {
      if (SKIPPED.has(key)) continue;
      const value = record[key];
      if (value === undefined) continue;
      mix(key);
      mix(typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
    const children = record.children as Node[] | undefined;
    if (children) {
      mix(`[${children.length}`);
      for (const child of children) visit(child);
    }
  };
  visit(tree);
  return hash >>> 0;
}
