import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { removeFolder } from '../lib/write/folders';

/**
 * Empties a build cache for a cold build, except the compiled CLI (`cli/`: compiled once per
 * source change, not per build, like Eleventy's installed package). `keepImages` keeps its encoded images: the real
 * content's photos and screenshots, which Eleventy's side of the comparison does not encode,
 * and which a site keeps between builds as it keeps its images (a CI cache, a workstation).
 */
export async function emptyCache(cacheDir: string, { keepImages }: { keepImages: boolean }): Promise<void> {
  const entries = await readdir(cacheDir).catch(() => [] as string[]);
  for (const entry of entries) {
    if (entry === 'cli' || (keepImages && entry === 'images')) continue;
    await removeFolder(path.join(cacheDir, entry), 'bench');
  }
}
