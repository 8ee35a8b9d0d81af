import path from 'node:path';
import { contentHash } from '../lib/hash';
import { cacheDir, defaultCacheDir } from '../lib/site-folder.js';
import { siteRoot } from '../lib/site-layout';

/**
 * The cache's folder unless SITE_CACHE_DIR names another (docs/examples/deploy.yml keeps it
 * between CI runs): in the site's own node_modules, so that two sites never share a cache.
 */
export const DEFAULT_CACHE_DIR = defaultCacheDir(siteRoot());

/** Where the persistent cache lives (delete the folder for a cold build); SITE_CACHE_DIR moves it (the benchmark does). */
export const CACHE_DIR = cacheDir(siteRoot());

export interface CacheLocation {
  objects: string;
  /** Encoded images, shared by every build (see ImageCache). */
  images: string;
  /** The bundles' records by key, shared by every build (see cachedBundle). */
  bundles: string;
  /** The state of builds of this content folder into this output folder with these flags. */
  state: string;
  /**
   * The states of this content folder, whatever the output folder and flags: their names start
   * with this. A build into a new folder starts from the latest of them (page keys include what
   * flags change: the collections a page reads, the routes).
   */
  stateFamily: string;
  /** The code's module graph (see code-graph.ts), shared by every build. */
  codeGraph: string;
}

/** The build flags that change what is built: part of a state's name. */
export const flagsKey = (options: { includeInternal?: boolean; includeDrafts?: boolean }) =>
  `internal=${options.includeInternal ?? false};drafts=${options.includeDrafts ?? false}`;

/** Beside a build's state: what it read and wrote, to tell the next `site build` whether anything changed (see build/inputs/). */
export const manifestOf = (stateFile: string) => stateFile.replace(/\.json$/, '.inputs');
/** The state a manifest sits beside. */
export const stateOfManifest = (manifestFile: string) => manifestFile.replace(/\.inputs$/, '.json');

/**
 * Objects are shared by every build; each (content, output, flags) combination keeps its own
 * state, and those of one content folder and flags form a family (see stateFamily).
 */
export function cacheLocation(contentDir: string, outDir: string, flags: string, root = CACHE_DIR): CacheLocation {
  return {
    objects: path.join(root, 'objects'),
    images: path.join(root, 'images'),
    bundles: path.join(root, 'bundles'),
    state: path.join(root, 'states', `${contentHash(contentDir)}.${contentHash(outDir, flags)}.json`),
    stateFamily: path.join(root, 'states', `${contentHash(contentDir)}.`),
    codeGraph: path.join(root, 'code-graph.json'),
  };
}
