import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeIn } from '../lib/write/fs-writes';
import { pruneCache, type PruneResult } from './prune-cache';

/** One build in this many prunes the cache: pruning reads the kept states, so not every build. */
export const PRUNE_EVERY = 10;

/**
 * Counts finished builds in the cache folder and prunes on every PRUNE_EVERY-th. Two builds
 * finishing at once may count one: the schedule is approximate, the pruning safe either way.
 */
export async function pruneWhenDue(root: string): Promise<PruneResult | undefined> {
  const counter = 'builds-since-prune';
  const count = Number.parseInt(await readFile(path.join(root, counter), 'utf8').catch(() => '0'), 10) || 0;
  if (count + 1 < PRUNE_EVERY) {
    await writeIn(root, counter, String(count + 1)).catch(() => undefined);
    return undefined;
  }
  await writeIn(root, counter, '0').catch(() => undefined);
  return pruneCache(root);
}
