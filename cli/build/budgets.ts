import { gzipSync } from 'node:zlib';
import type { AssetManifest, EntryAssets } from './asset-manifest';
import type { OutputAsset } from './esbuild-common';

/** One size budget of ARCHITECTURE.md, measured gzipped. */
export interface Budget {
  name: string;
  bytes: number;
  limit: number;
}

const KB = 1024;

/** The size limits of ARCHITECTURE.md ("Budgets"), gzipped bytes; `site check` applies them per page. */
export const LIMITS = {
  /** JavaScript on a page with no island, for a visitor who already chose cookies. */
  pageScript: 4 * KB,
  /** The shared React chunk plus one widget. */
  island: 85 * KB,
  embed: 95 * KB,
  stylesheet: 20 * KB,
} as const;

/**
 * Measures the budgets: JavaScript on a page with no island for a visitor who already chose
 * cookies (the enhancement script and what it imports; the consent banner is part of it),
 * React plus each island, each embed script, and the site stylesheet.
 */
export function measureBudgets(manifest: AssetManifest, files: readonly OutputAsset[]): Budget[] {
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f.contents]));
  // Only what a budget counts is compressed (not the source maps, the largest files).
  const sizes = new Map<string, number>();
  const size = (url: string) => {
    let bytes = sizes.get(url);
    if (bytes === undefined) sizes.set(url, (bytes = byUrl.has(url) ? gzipSync(byUrl.get(url)!).byteLength : 0));
    return bytes;
  };
  const entry = (assets: EntryAssets) => [assets.script, ...assets.imports].reduce((sum, url) => sum + size(url), 0);
  return [
    { name: 'JavaScript, page without islands (returning visitor)', bytes: entry(manifest.enhance), limit: LIMITS.pageScript },
    ...Object.entries(manifest.islands).map(([name, assets]) => ({ name: `React + ${name} island`, bytes: entry(assets), limit: LIMITS.island })),
    ...Object.entries(manifest.embeds).map(([name, url]) => ({ name: `embed/${name}.js`, bytes: size(url), limit: LIMITS.embed })),
    { name: 'Site stylesheet (inlined)', bytes: gzipSync(manifest.stylesheet.css).byteLength, limit: LIMITS.stylesheet },
  ];
}

export const withinBudget = (budget: Budget) => budget.bytes <= budget.limit;
