import type { ObjectStore } from '../../cache/object-store';
import type { MarkdownResult } from './render-markdown';

/** Packs read lately, kept parsed: the pages of one batch were mostly rendered together before. */
const KEEP = 8;

/**
 * Rendered Markdown kept in the object store one batch at a time: a worker stores the bodies it
 * rendered as one pack, and `<pack>#<index>` names one result. One object per 40 pages instead
 * of one per page: a cold build of thousands of posts writes a hundred files, not thousands.
 */
export class MarkdownPacks {
  private readonly recent = new Map<string, MarkdownResult[]>();

  constructor(private readonly store: ObjectStore) {}

  /** The result a reference names, or undefined when its pack is missing or damaged. */
  read(ref: string): MarkdownResult | undefined {
    const [name, index] = ref.split('#');
    if (!name || index === undefined) return undefined;
    let pack = this.recent.get(name);
    if (!pack) {
      const bytes = this.store.read(name);
      if (!bytes) return undefined;
      pack = JSON.parse(bytes.toString('utf8')) as MarkdownResult[];
      this.recent.set(name, pack);
      if (this.recent.size > KEEP) this.recent.delete(this.recent.keys().next().value!);
    }
    return pack[Number(index)];
  }

  /** Stores results together; returns the reference of each, in order. */
  write(results: readonly MarkdownResult[]): string[] {
    if (!results.length) return [];
    const name = this.store.put(JSON.stringify(results));
    return results.map((_, index) => `${name}#${index}`);
  }
}
