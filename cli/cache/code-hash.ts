import { createHash } from 'node:crypto';
import { codeGraph, type CodeGraph } from './code-graph';

/** Whether the closure follows `importer`'s import of `imported` (see render-keys.ts: the registry's templates). */
export type FollowImport = (importer: string, imported: string) => boolean;

export interface CodeHasherOptions {
  /** Where the module graph is kept between builds (see codeGraph); none: found on first use. */
  cacheFile?: string | undefined;
}

/**
 * Hashes of source code by what it runs: `hashOf(files)` is the hash of those files and every
 * local module they import, transitively, as esbuild resolves them (codeGraph). A template's
 * pages are re-rendered when, and only when, code they run changed. `roots` are the entries
 * the graph is made from up front (any others asked for are added to it).
 */
export class CodeHasher {
  private graph: Promise<CodeGraph> | undefined;

  constructor(
    private readonly roots: readonly string[] = [],
    private readonly options: CodeHasherOptions = {},
  ) {}

  private graphFor(entries: readonly string[]): Promise<CodeGraph> {
    const last = this.graph;
    this.graph = (last ?? Promise.resolve(undefined)).then((graph) => {
      if (graph && entries.every((file) => file in graph.modules)) return graph;
      return codeGraph([...new Set([...this.roots, ...entries, ...(graph?.entries ?? [])])], this.options.cacheFile);
    });
    return this.graph;
  }

  /** Every file `entries` import, transitively, themselves included, sorted; `follow` may leave imports out. */
  async closure(entries: readonly string[], follow?: FollowImport): Promise<string[]> {
    const { modules } = await this.graphFor(entries);
    const seen = new Set<string>();
    const pending = [...entries];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      for (const imported of modules[file]?.imports ?? []) {
        if (!follow || follow(file, imported)) pending.push(imported);
      }
    }
    return [...seen].sort();
  }

  /** One hash for the entries, everything they import (as `closure`), and any extra strings (versions, options). */
  async hashOf(entries: readonly string[], extra: readonly string[] = [], follow?: FollowImport): Promise<string> {
    const files = await this.closure(entries, follow);
    const { modules } = await this.graphFor(entries);
    const hash = createHash('sha256');
    for (const file of files) hash.update(file).update(modules[file]!.hash);
    for (const item of extra) hash.update(item);
    return hash.digest('base64url').slice(0, 22);
  }
}
