/** What a walk is told at each place of validated data, with the path to it (`['cards', 0]`). */
export interface DataVisitor {
  /** A record (an object that is no array); return true to not walk into it, or the fields not to walk into. */
  record?(record: Record<string, unknown>, at: readonly PropertyKey[]): boolean | readonly string[] | void;
  /** A text value. */
  text?(value: string, at: readonly PropertyKey[]): void;
}

/**
 * Walks front matter or a data set depth first. One path is kept and handed to the visitor
 * (copy it to keep it): collections of thousands of entries (the blog's) are walked once per build.
 */
export function walkData(value: unknown, visitor: DataVisitor): void {
  const at: PropertyKey[] = [];
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      visitor.text?.(item, at);
      return;
    }
    if (typeof item !== 'object' || item === null) return;
    let entries: [PropertyKey, unknown][];
    if (Array.isArray(item)) entries = item.map((entry, i) => [i, entry]);
    else {
      const skip = visitor.record?.(item as Record<string, unknown>, at);
      if (skip === true) return;
      entries = Object.entries(item).filter(([key]) => !Array.isArray(skip) || !skip.includes(key));
    }
    for (const [key, child] of entries) {
      at.push(key);
      visit(child);
      at.pop();
    }
  };
  visit(value);
}
