import path from 'node:path';
import { copyInSync, linkInSync, mkdirInSync } from '../../lib/write/fs-writes';
import { buildIntoStaging, removeLeftovers } from './output-folder';
import { finishUpdate } from './update-in-place';

/** A file of another output folder, as the check of that folder found it. */
export interface FoundFile {
  /** Path inside the folder, with forward slashes. */
  file: string;
  info: { nlink: number };
}

/**
 * Makes `outDir` a copy of another build's folder whose inputs were the same (found by
 * sameBuildElsewhere), atomically: staged beside it, then swapped in, as a build would. Cached
 * objects (pages and images, linked from the cache, so with more than one link) are linked once
 * more, as a build links them; a file the build wrote into its folder alone (the sitemap, the
 * bundles) is copied, so that writing one folder in place (`site dev`) never changes the other.
 */
export async function linkBuild(from: string, outDir: string, files: readonly FoundFile[]): Promise<void> {
  await removeLeftovers(outDir);
  await buildIntoStaging(outDir, async (staging) => {
    const made = new Set<string>();
    for (const { file, info } of files) {
      const parent = path.dirname(file);
      if (parent !== '.' && !made.has(parent)) {
        mkdirInSync(staging, parent);
        made.add(parent);
      }
      const source = path.join(from, file);
      if (info.nlink > 1) linkInSync(source, staging, file);
      else copyInSync(source, staging, file);
    }
  });
  // A folder cut off mid-update beside it is replaced whole: the next build may update it.
  finishUpdate(outDir);
}
