import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** `import x from './a'`, `export * from './a'`, `import './a.css'`, `import('./a')`; group 1 is set for `import type`. */
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Hashes of source code by what it imports: `hashOf(files)` is the hash of those files and
 * every local module they import, transitively. A template's pages are re-rendered when, and
 * only when, code they run changed. Files are read once per instance.
 */
export class CodeHasher {
  private readonly sources = new Map<string, Promise<{ hash: string; imports: string[] }>>();

  private load(file: string) {
    let found = this.sources.get(file);
    if (!found) {
      found = readFile(file).then((bytes) => {
        const text = bytes.toString('utf8');
        // Type-only imports change no behaviour, so they do not make a module a dependency.
        const imports = [...text.matchAll(IMPORT)].flatMap(([, typeOnly, spec, dynamic]) => {
          if (typeOnly) return [];
          const base = path.resolve(path.dirname(file), (spec ?? dynamic)!);
          const resolved = EXTENSIONS.map((ext) => base + ext).find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
          return resolved ? [resolved] : [];
        });
        return { hash: createHash('sha256').update(bytes).digest('hex'), imports };
      });
      this.sources.set(file, found);
    }
    return found;
  }

  /** Every file `entries` import, transitively, themselves included, sorted. */
  async closure(entries: readonly string[]): Promise<string[]> {
    const seen = new Set<string>();
    const visit = async (file: string): Promise<void> => {
      if (seen.has(file)) return;
      seen.add(file);
      const { imports } = await this.load(file);
      await Promise.all(imports.map(visit));
    };
    await Promise.all(entries.map(visit));
    return [...seen].sort();
  }

  /** One hash for the entries, everything they import, and any extra strings (versions, options). */
  async hashOf(entries: readonly string[], ...extra: string[]): Promise<string> {
    const hash = createHash('sha256');
    for (const file of await this.closure(entries)) hash.update(file).update((await this.load(file)).hash);
    for (const item of extra) hash.update(item);
    return hash.digest('base64url').slice(0, 22);
  }
}
