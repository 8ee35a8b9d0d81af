import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { AssetManifest, EntryAssets } from './asset-manifest';
import { BROWSER_BUNDLE, esbuildFailure, type OutputAsset, toOutputAssets } from '../../lib/esbuild-common';
import { readOutputs, staticImports } from './bundle-outputs';
import { inlineStylesheets } from './inline-stylesheet';
import { lazyFiles, lazyImports } from './lazy-imports';
import {
  ENHANCE,
  featureSource,
  islandLoader,
  islandEntries,
  islandSource,
  pageEntries,
  SITE_CSS,
  siteEntries,
  templateStyleSource,
  type SiteEntries,
} from './site-entries';

export interface SiteBundle {
  manifest: Omit<AssetManifest, 'embeds'>;
  files: OutputAsset[];
}

/** Bump when the bundles' layout or the manifest's shape changes: cached bundles of another layout are not reused. */
export const SITE_BUNDLE_LAYOUT = 'site-bundle-2';

/** One esbuild pass over entry points (source by output name), with the options that set it apart. */
type Pass = (entries: Record<string, string>, options: esbuild.BuildOptions) => Promise<esbuild.BuildResult>;

/**
 * Bundles the site's browser assets in three esbuild passes:
 *
 * - islands (widgets/<name>/client.tsx), as ESM with code splitting, so React and react-dom
 *   land in one shared hashed chunk that every island on a page shares;
 * - the modules page scripts import on demand (LAZY), each one whole file;
 * - the page scripts: the enhancement script every page loads, each page feature and the
 *   island loader, each one whole file with what it imports (no shared chunks), and the stylesheets.
 *
 * A page without islands thus loads one request per script it names (the enhancement script,
 * its features) plus analytics after consent, instead of a handful of tiny shared chunks that
 * always came together: a few hundred duplicated bytes between files cost less than each request.
 */
export async function bundleSite(outDir: string): Promise<SiteBundle> {
  const entries = await siteEntries();
  // Loaded when a bundle is made, not by every build (a warm one takes its bundles from the cache).
  const esbuild = await import('esbuild');
  const results = await runPasses(esbuildPass(esbuild.build, outDir), entries);
  return collectBundle(outDir, entries, results);
}

/** Passes into `<outDir>/assets/` (in memory, with metafiles); a failure is a BuildError naming each file. */
function esbuildPass(build: typeof esbuild.build, outDir: string): Pass {
  return (entries, options) =>
    build({
      ...BROWSER_BUNDLE,
      entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
      outdir: path.join(outDir, 'assets'),
      entryNames: '[name]-[hash]',
      format: 'esm',
      metafile: true,
      ...options,
    }).catch((error: unknown) => {
      throw esbuildFailure('the site assets', error);
    });
}

/** The three passes: the islands' beside the lazy modules', then the page scripts', which import the lazy files. */
async function runPasses(pass: Pass, entries: SiteEntries): Promise<esbuild.BuildResult[]> {
  const islandPass = pass(islandEntries(entries), { splitting: true, chunkNames: 'chunks/[name]-[hash]' });
  const lazyResult = await pass(entries.lazy, { splitting: false });
  const pagePass = pass(pageEntries(entries), { splitting: false, plugins: [lazyImports(lazyFiles(lazyResult))] });
  return [await islandPass, lazyResult, await pagePass];
}

/**
 * The manifest pages are rendered with (each entry's script, the chunks it imports, its styles)
 * and the files to write: the stylesheets are inlined into pages, so they are not among them.
 */
function collectBundle(outDir: string, entries: SiteEntries, results: readonly esbuild.BuildResult[]): SiteBundle {
  const { graph, byEntry, cssOf } = readOutputs(outDir, results);
  const siteCss = byEntry.get(SITE_CSS);
  if (!siteCss) throw esbuildFailure('the site assets', new Error(`no output for ${SITE_CSS}`));
  const templateCss = Object.fromEntries(
    entries.templateStyles.map((name) => [name, byEntry.get(templateStyleSource(name))!]),
  );
  const outputs = results.flatMap((r) => toOutputAssets(outDir, r.outputFiles ?? []));
  const { sheets, rest } = inlineStylesheets(outputs, [siteCss, ...cssOf.values(), ...Object.values(templateCss)]);
  const entry = (source: string): EntryAssets => {
    const script = byEntry.get(source);
    if (!script) throw esbuildFailure('the site assets', new Error(`no output for ${source}`));
    const css = cssOf.get(source);
    return { script, imports: staticImports(script, graph), styles: css ? [sheets.get(css)!] : [] };
  };
  return {
    manifest: {
      stylesheet: sheets.get(siteCss)!,
      ...(entries.enhance ? { enhance: entry(ENHANCE) } : {}),
      ...(entries.islands.length ? { islandLoader: entry(islandLoader()) } : {}),
      islands: Object.fromEntries(entries.islands.map((name) => [name, entry(islandSource(name))])),
      features: Object.fromEntries(entries.features.map((name) => [name, entry(featureSource(name))])),
      lazy: Object.fromEntries(Object.entries(entries.lazy).map(([name, source]) => [name, entry(source)])),
      templates: Object.fromEntries(Object.entries(templateCss).map(([name, url]) => [name, sheets.get(url)!])),
    },
    files: rest,
  };
}
