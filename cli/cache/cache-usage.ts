import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The parts of the cache folder, as `site cache` reports them. */
export const CACHE_PARTS = [
  { folder: 'objects', label: 'pages, Markdown and bundles' },
  { folder: 'states', label: 'build states (one per content, output folder and flags)' },
  { folder: 'images', label: 'encoded images' },
  { folder: 'cli', label: 'compiled CLI' },
  { folder: 'dev', label: "the dev server's output" },
] as const;

export interface PartUsage {
  folder: string;
  label: string;
  bytes: number;
  files: number;
}

export interface CacheUsage {
  root: string;
  parts: PartUsage[];
  /** Everything, other files included; a file hard-linked twice counts once. */
  bytes: number;
}

/** Sizes on disk by inode, so the same bytes linked from two places count once. */
async function measure(dir: string, seen: Set<string>): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await measure(file, seen);
      bytes += inner.bytes;
      files += inner.files;
      continue;
    }
    const info = await lstat(file).catch(() => undefined);
    if (!info) continue;
    files += 1;
    const id = `${info.dev}:${info.ino}`;
    if (seen.has(id)) continue;
    seen.add(id);
    bytes += info.size;
  }
  return { bytes, files };
}

/** How much disk the cache takes, part by part. */
export async function cacheUsage(root: string): Promise<CacheUsage> {
  const seen = new Set<string>();
  const parts: PartUsage[] = [];
  for (const { folder, label } of CACHE_PARTS)
    parts.push({ folder, label, ...(await measure(path.join(root, folder), seen)) });
  const rest = await measure(root, seen);
  return { root, parts, bytes: parts.reduce((sum, p) => sum + p.bytes, 0) + rest.bytes };
}
