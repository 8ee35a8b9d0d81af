import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors';
import { displayPath } from '../lib/files';
import { ensureFolderSync } from '../lib/write/folders';
import { writeInSync } from '../lib/write/fs-writes';
import { CACHE_TAG, CACHE_TAG_TEXT } from '../lib/write/places';

/** What the cache's folder holds at its top: anything else means it is not (only) the cache. */
export const CACHE_ENTRIES = [
  CACHE_TAG,
  'objects',
  'images',
  'bundles',
  'states',
  'code-graph.json',
  'builds-since-prune',
  'cli',
  'dev',
] as const;

/**
 * Proves that `root` may be used (and pruned, and emptied) as the build cache before anything
 * is written there: it is new, empty, tagged (CACHE_TAG) or, for a cache from before the tag,
 * holds only what the cache makes; then tags it. SITE_CACHE_DIR can name any folder, and pruning
 * deletes old files by name, so a folder of someone else's files is refused with exit 2.
 */
export function claimCacheFolder(root: string): void {
  const dir = path.resolve(root);
  if (existsSync(path.join(dir, CACHE_TAG))) return;
  const foreign = entries(dir).filter((name) => !(CACHE_ENTRIES as readonly string[]).includes(name));
  if (foreign.length) {
    const listed = foreign.slice(0, 3).join(', ') + (foreign.length > 3 ? `, and ${foreign.length - 3} more` : '');
    throw new UsageError(
      `Refused to use ${displayPath(dir)}/ as the build cache: it holds files the cache did not write (${listed}). Nothing was written.\n` +
        '  Point SITE_CACHE_DIR at a new or empty folder, or leave it unset for node_modules/.cache/chinook-site/.',
    );
  }
  ensureFolderSync(dir);
  writeInSync(dir, CACHE_TAG, CACHE_TAG_TEXT);
}

function entries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR')
      throw new UsageError(`Refused to use ${displayPath(dir)} as the build cache: it is a file, not a folder.`);
    throw error;
  }
}
