import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildState, FileRecord } from '../../cache/build-state';
import { ObjectStore } from '../../cache/object-store';
import { contentHash } from '../../lib/hash';
import { installedVersion } from '../../lib/installed-version';
import { gzippedSize } from './budgets';
import { BROWSER_BUNDLE, type OutputAsset } from '../../lib/esbuild-common';
import { PROJECT_ROOT } from '../../lib/project-root';

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
    const entries = readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
    for (const file of files) parts.push(path.relative(PROJECT_ROOT, file), contentHash(readFileSync(file, 'utf8')));
  }
  return contentHash(...parts);
}

/**
 * A bundle from the cache when nothing it is made from changed (its key covers the sources,
 * esbuild's version and options, the output location its source maps point from, and any
 * baked-in settings), else made by `make` and stored. Stored files are verified by their hash.
 */
export async function cachedBundle<T extends { files: OutputAsset[] }>(
  key: string,
  cache: { state: BuildState; next: BuildState['bundles']; objectsDir: string } | undefined,
  make: () => Promise<T>,
): Promise<T> {
  if (!cache) return make();
  const store = new ObjectStore(cache.objectsDir);
  const hit = cache.state.bundles[key];
  if (hit) {
    const contents = hit.files.map((f) => store.read(f.object));
    if (contents.every((c) => c !== undefined)) {
      const files: OutputAsset[] = hit.files.map((f, i) => ({
        path: f.path,
        contents: contents[i]!,
        ...(f.gzip === undefined ? {} : { gzipBytes: f.gzip }),
      }));
      cache.next[key] = { ...hit, files: hit.files.map((f, i) => withGzip(f, files[i]!)) };
      return { ...(hit.manifest as object), files } as unknown as T;
    }
  }
  const made = await make();
  const { files, ...manifest } = made;
  // Scripts and stylesheets are measured for the budgets once, here, not by every build.
  const stored = files.map((f) =>
    withGzip({ path: f.path, object: store.put(f.contents), bytes: f.contents.byteLength }, f),
  );
  cache.next[key] = { files: stored, manifest };
  return made;
}

/** The record with the file's gzipped size when it is a script or stylesheet (what the budgets weigh). */
function withGzip(record: FileRecord, file: OutputAsset): FileRecord {
  if (record.gzip !== undefined || !/\.(?:js|css)$/.test(record.path)) return record;
  return { ...record, gzip: gzippedSize(file) };
}
