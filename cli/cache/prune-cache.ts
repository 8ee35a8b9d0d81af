import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { unlinkIn } from '../lib/write/fs-writes';

/** Builds whose entries are kept: an entry none of the last this-many builds used is removed. */
export const KEEP_BUILDS = 10;
/** Files younger than this are never removed: another build may be writing or about to record them. */
const GRACE_MS = 10 * 60 * 1000;

export interface PruneOptions {
  keepBuilds?: number;
  graceMs?: number;
  now?: number;
}

export interface PruneResult {
  states: number;
  objects: number;
  images: number;
  bytes: number;
}

interface Listed {
  file: string;
  mtimeMs: number;
  size: number;
}

async function list(dir: string): Promise<Listed[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const listed = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      return info?.isFile() ? { file, mtimeMs: info.mtimeMs, size: info.size } : undefined;
    }),
  );
  return listed.filter((l): l is Listed => Boolean(l));
}

const readJson = (file: string) =>
  readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => undefined,
  );

/** The objects a build state refers to: its pages, Markdown results, bundle files and render context. */
function objectsOfState(state: unknown, into: Set<string>): void {
  const s = state as
    | {
        pages?: Record<string, { object?: string }>;
        markdown?: Record<string, string>;
        bundles?: Record<string, { files?: { object?: string }[] }>;
        context?: string;
      }
    | undefined;
  for (const page of Object.values(s?.pages ?? {})) if (page.object) into.add(page.object);
  for (const object of Object.values(s?.markdown ?? {})) into.add(object);
  if (typeof s?.context === 'string') into.add(s.context);
  for (const bundle of Object.values(s?.bundles ?? {}))
    for (const file of bundle.files ?? []) if (file.object) into.add(file.object);
}

/** Removes the objects of a store (`<dir>/<first char>/<rest>`) that are not live and older than the grace time. */
async function sweep(
  dir: string,
  live: ReadonlySet<string>,
  cutoff: number,
): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const shard of await readdir(dir).catch(() => [] as string[])) {
    const names = await readdir(path.join(dir, shard)).catch(() => [] as string[]);
    // Only files no kept build refers to are looked at: a pruned cache is mostly live.
    for (const name of names.filter((n) => !live.has(shard + n))) {
      const file = path.join(dir, shard, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      await unlinkIn(path.join(dir, shard), name).catch(() => undefined);
      count += 1;
      bytes += info.size;
    }
  }
  return { count, bytes };
}

/**
 * Keeps the cache as large as the last builds need. Each build touches the state it reads (one
 * per content folder, output folder and flags) and each image it links; the states of the
 * last `keepBuilds` builds are kept with every object they refer to, the images used since the
 * oldest of them likewise, and everything else goes. Removing too much is always safe: a missing
 * entry is rendered or encoded again.
 */
export async function pruneCache(root: string, options: PruneOptions = {}): Promise<PruneResult> {
  const { keepBuilds = KEEP_BUILDS, graceMs = GRACE_MS, now = Date.now() } = options;
  const cutoff = now - graceMs;
  const result: PruneResult = { states: 0, objects: 0, images: 0, bytes: 0 };
  const states = (await list(path.join(root, 'states'))).sort((a, b) => b.mtimeMs - a.mtimeMs);
  const ranked = states.filter((s) => s.file.endsWith('.json'));
  const kept = states.filter(
    (s) => (s.file.endsWith('.json') && ranked.indexOf(s) < keepBuilds) || s.mtimeMs >= cutoff,
  );
  // A build's manifest of inputs (build/inputs/manifest.ts) goes with its state.
  const keptFiles = new Set(kept.map((s) => s.file));
  const withItsState = (s: Listed) => s.file.endsWith('.inputs') && keptFiles.has(s.file.replace(/\.inputs$/, '.json'));
  for (const state of states.filter((s) => !kept.includes(s) && !withItsState(s))) {
    await unlinkIn(path.dirname(state.file), path.basename(state.file)).catch(() => undefined);
    result.states += 1;
    result.bytes += state.size;
  }
  // Shared entries (bundles, images) used since the oldest kept build (all while fewer builds are known).
  const since = kept.length >= keepBuilds ? Math.min(...kept.map((s) => s.mtimeMs)) : 0;
  const live = new Set<string>();
  for (const state of kept) objectsOfState(await readJson(state.file), live);
  const bundles = await sweepIndex(path.join(root, 'bundles'), live, Math.min(since, cutoff));
  const objects = await sweep(path.join(root, 'objects'), live, cutoff);
  result.objects = objects.count + bundles.count;
  result.bytes += objects.bytes + bundles.bytes;

  const liveImages = new Set<string>();
  const index = await sweepIndex(path.join(root, 'images', 'index'), liveImages, Math.min(since, cutoff));
  result.images += index.count;
  result.bytes += index.bytes;
  const images = await sweep(path.join(root, 'images', 'objects'), liveImages, cutoff);
  result.bytes += images.bytes;
  return result;
}

/**
 * Removes the entries of a shared index (`<key>.json` files listing `files[].object`) last used
 * before `before`, and adds the objects of those kept to `live`.
 */
async function sweepIndex(dir: string, live: Set<string>, before: number): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const entry of await list(dir)) {
    if (entry.mtimeMs < before) {
      await unlinkIn(path.dirname(entry.file), path.basename(entry.file)).catch(() => undefined);
      count += 1;
      bytes += entry.size;
      continue;
    }
    const indexed = (await readJson(entry.file)) as { files?: { object?: string }[] } | undefined;
    for (const file of indexed?.files ?? []) if (file.object) live.add(file.object);
  }
  return { count, bytes };
}
