import { gzipSync } from 'node:zlib';
import type { AssetManifest, EntryAssets } from './asset-manifest';
import type { Budget } from '../../lib/budget';
import type { OutputAsset } from '../../lib/esbuild-common';

const KB = 1024;

/** The size limits (docs/widgets.md, "Size budgets"), gzipped bytes; `site check` applies them per page. */
export const LIMITS = {
  /** JavaScript on a page with no island, for a visitor who already chose cookies. */
  pageScript: 4 * KB,
  /** The shared React chunk plus one widget. */
  island: 85 * KB,
  embed: 95 * KB,
  stylesheet: 20 * KB,
} as const;

/** What the budget of a page without islands needs to know about each page. */
export interface BudgetPage {
  route: string;
  islands: readonly string[];
  features: readonly string[];
}

/**
 * Measures the budgets: the JavaScript a returning visitor who consented to analytics downloads
 * on the heaviest page without islands (the enhancement script, the page's features and the
 * analytics module, each with what it imports; counted whether or not a measurement id is set,
 * so the budget holds once the owner sets one), React plus each island (with the island
 * loader that imports it), each embed script, and the site stylesheet.
 */
/** A file's gzipped size: as the bundle cache measured it, else now; 0 for no file. */
export function gzippedSize(file: OutputAsset | undefined): number {
  if (!file) return 0;
  return file.gzipBytes ?? gzipSync(file.contents).byteLength;
}

export function measureBudgets(
  manifest: AssetManifest,
  files: readonly OutputAsset[],
  pages: readonly BudgetPage[] = [],
): Budget[] {
  const byUrl = new Map(files.map((f) => [`/${f.path}`, f]));
  // Only what a budget counts is compressed (not the source maps, the largest files).
  const sizes = new Map<string, number>();
  const size = (url: string) => {
    let bytes = sizes.get(url);
    if (bytes === undefined) sizes.set(url, (bytes = gzippedSize(byUrl.get(url))));
    return bytes;
  };
  const weigh = (entries: readonly (EntryAssets | undefined)[]) => {
    const urls = new Set(entries.flatMap((e) => (e ? [e.script, ...e.imports] : [])));
    return { bytes: [...urls].reduce((sum, url) => sum + size(url), 0), files: urls.size };
  };
  const returning = (features: readonly string[]) =>
    weigh([manifest.enhance, ...features.map((f) => manifest.features[f]), ...Object.values(manifest.lazy)]);
  // With no pages given, the scripts every page loads; else the heaviest page without islands.
  let heaviest = { route: '', ...returning([]) };
  for (const page of pages.filter((p) => !p.islands.length)) {
    const weight = returning(page.features);
    if (!heaviest.route || weight.bytes > heaviest.bytes) heaviest = { route: page.route, ...weight };
  }
  const where = `${heaviest.route ? `${heaviest.route}, ` : ''}${heaviest.files} file${heaviest.files === 1 ? '' : 's'}`;
  return [
    {
      name: `JavaScript, page without islands (returning visitor: ${where})`,
      bytes: heaviest.bytes,
      limit: LIMITS.pageScript,
    },
    ...Object.entries(manifest.islands).map(([name, assets]) => ({
      name: `React + ${name} island`,
      bytes: weigh([manifest.islandLoader, assets]).bytes,
      limit: LIMITS.island,
    })),
    ...Object.entries(manifest.embeds).map(([name, url]) => ({
      name: `embed/${name}.js`,
      bytes: size(url),
      limit: LIMITS.embed,
    })),
    {
      name: 'Site stylesheet (inlined)',
      bytes: gzipSync(manifest.stylesheet.css).byteLength,
      limit: LIMITS.stylesheet,
    },
  ];
}
