import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bundleRecord, type BuildState, type BundleRecord, type FileRecord } from '../../cache/build-state';
import { ObjectStore } from '../../cache/object-store';
import { contentHash } from '../../lib/hash';
import { JsonIndex } from '../../lib/json-index';
import { installedVersion } from '../../lib/installed-version';
import { gzippedSize } from './budgets';
import { BROWSER_BUNDLE, type OutputAsset } from '../../lib/esbuild-common';
import { siteRoot } from '../../lib/site-layout';

/** The folders every browser bundle is made from. */
const SOURCES = ['widgets', 'templates/styles'];

/**
 * Hash of every file the bundles are made from, listed and read once per build. Synchronously:
 * about a hundred small files, read while the main thread is busy loading the content, where
 * each awaited read waited for the loader's next pause (2.9 s at 4,000 posts, delaying the bundle).
 */
export async function bundleSourcesKey(): Promise<string> {
  const parts: string[] = [installedVersion('esbuild'), JSON.stringify(BROWSER_BUNDLE)];
  for (const folder of SOURCES) {
    const dir = path.join(siteRoot(), folder);
    if (!existsSync(dir)) continue;
    const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) parts.push(path.relative(siteRoot(), file), contentHash(readFileSync(file, 'utf8')));
  }
  return contentHash(...parts);
}

/** Where one build finds and keeps bundles: its state, the next state's records, the object store and the shared index. */
export interface BundleCache {
  state: BuildState;
  next: BuildState['bundles'];
  objectsDir: string;
  /** The records of every build's bundles by key (see cacheLocation): a build elsewhere made it already. */
  index: string;
}

/**
 * A bundle from the cache when nothing it is made from changed (its key covers the sources,
 * esbuild's version and options, the output location its source maps point from, and any
 * baked-in settings), else made by `make` and stored. The build's own state is asked first, then
 * the records every build of this cache shares: a build of another content folder (a copy of the
 * site, a test's fixture) takes the bundle another made. Stored files are verified by their hash.
 */
export async function cachedBundle<T extends { files: OutputAsset[] }>(
  key: string,
  cache: BundleCache | undefined,
  make: () => Promise<T>,
): Promise<T> {
  if (!cache) return make();
  const store = new ObjectStore(cache.objectsDir);
  const shared = new JsonIndex(cache.index, bundleRecord);
  for (const hit of [cache.state.bundles[key], shared.read(key)]) {
    const files = hit && readFiles(store, hit);
    if (!hit || !files) continue;
    cache.next[key] = { ...hit, files: hit.files.map((f, i) => withGzip(f, files[i]!)) };
    // Shared, and marked as used by this build: pruning keeps it (see prune-cache.ts).
    shared.write(key, JSON.stringify(cache.next[key]));
    shared.touch(key, new Date());
    return { ...(hit.manifest as object), files } as unknown as T;
  }
  const made = await madeInThisProcess(key, make);
  const { files, ...manifest } = made;
  // Scripts and stylesheets are measured for the budgets once, here, not by every build.
  const stored = files.map((f) =>
    withGzip({ path: f.path, object: store.put(f.contents), bytes: f.contents.byteLength }, f),
  );
  cache.next[key] = { files: stored, manifest };
  shared.write(key, JSON.stringify(cache.next[key]));
  return made;
}

/** The bundles this process made last, by key: another cache's build (a new cache folder) takes them. */
const MADE_KEPT = 6;
const made = new Map<string, Promise<{ files: OutputAsset[] }>>();

/**
 * What `make` makes for `key`, made once per process: the key covers everything a bundle is made
 * from, and a process building into several caches (the test suite, the benchmark) would run
 * esbuild again for the same bytes. A failed bundle is not kept.
 */
async function madeInThisProcess<T extends { files: OutputAsset[] }>(key: string, make: () => Promise<T>): Promise<T> {
  const kept = made.get(key) ?? make();
  made.delete(key);
  made.set(key, kept);
  for (const old of [...made.keys()].slice(0, Math.max(0, made.size - MADE_KEPT))) made.delete(old);
  try {
    const { files, ...manifest } = await kept;
    // Each build gets its own copy, as from the cache's records (the manifest is JSON there too).
    return { ...(JSON.parse(JSON.stringify(manifest)) as object), files: files.map((f) => ({ ...f })) } as T;
  } catch (error) {
    if (made.get(key) === kept) made.delete(key);
    throw error;
  }
}

/** A record's files from the store; undefined when one is missing or damaged. */
function readFiles(store: ObjectStore, hit: BundleRecord): OutputAsset[] | undefined {
  const contents = hit.files.map((f) => store.read(f.object));
  if (!contents.every((c) => c !== undefined)) return undefined;
  return hit.files.map((f, i) => ({
    path: f.path,
    contents: contents[i]!,
    ...(f.gzip === undefined ? {} : { gzipBytes: f.gzip }),
  }));
}

/** The record with the file's gzipped size when it is a script or stylesheet (what the budgets weigh). */
function withGzip(record: FileRecord, file: OutputAsset): FileRecord {
  if (record.gzip !== undefined || !/\.(?:js|css)$/.test(record.path)) return record;
  return { ...record, gzip: gzippedSize(file) };
}
