import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a built site with its bytes, keyed by path inside the folder (for byte-for-byte comparisons). */
export async function distFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = new Map<string, Buffer>();
  for (const entry of entries
    .filter((e) => e.isFile())
    .sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await readFile(full));
  }
  return files;
}

/** The paths whose bytes differ between two builds, or that only one has. */
export function differences(a: ReadonlyMap<string, Buffer>, b: ReadonlyMap<string, Buffer>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => !a.get(p)?.equals(b.get(p) ?? Buffer.alloc(0)) || !a.has(p) || !b.has(p)).sort();
}
