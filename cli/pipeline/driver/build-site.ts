import { CACHE_DIR } from '../../cache/cache-location';
import { pruneWhenDue } from '../../cache/prune-schedule';
import type { BuildOptions, BuildResult } from './types';
import { SiteBuilder } from './site-builder';

export type { BuildOptions, BuildProgress, BuildResult, BuiltPage } from './types';

/**
 * Builds the whole site into `outDir` (atomically: staging, then swap), reusing what the
 * persistent cache holds; on any content problem throws ContentError and leaves `outDir`
 * untouched. A long-lived caller (the dev server) keeps a SiteBuilder instead.
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const result = await new SiteBuilder(options).build();
  // The cache stays as large as the last builds need (see prune-cache.ts); failing to prune fails nothing.
  if (options.cache !== false) await pruneWhenDue(options.cacheDir ?? CACHE_DIR).catch(() => undefined);
  return result;
}
