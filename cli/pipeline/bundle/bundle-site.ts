import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { AssetManifest, EntryAssets } from '../render';
import { inlineStylesheets } from './inline-stylesheet';
import {
  BROWSER_BUNDLE,
  esbuildFailure,
  type OutputAsset,
  toOutputAssets,
  widgetNames,
} from '../../lib/esbuild-common';
import { PROJECT_ROOT } from '../../lib/project-root';

export interface SiteBundle {
  manifest: Omit<AssetManifest, 'embeds'>;
  files: OutputAsset[];
}

/** Bump when the bundles' layout or the manifest's shape changes: cached bundles of another layout are not reused. */
export const SITE_BUNDLE_LAYOUT = 'site-bundle-2';

const SITE_CSS = 'templates/styles/site.css';
const ENHANCE = 'widgets/enhance/index.ts';
/** The island loader: pages with islands load it; it imports each island's entry when the island is needed. */
const ISLAND_LOADER = 'widgets/shared/islands.ts';
/** `widgets/enhance/features/<name>.ts`: behaviours only pages marked data-enhance="<name>" load. */
const FEATURES = 'widgets/enhance/features';
/** `templates/styles/pages/<template>.css`: styles only the pages of that template need. */
const TEMPLATE_STYLES = 'templates/styles/pages';
/**
 * Modules the page scripts import dynamically (`import('../analytics/start')`), each bundled
 * whole into one file of its own: analytics, which only a visitor who consented downloads.
 */
const LAZY: Record<string, string> = { analytics: 'widgets/analytics/start.ts' };

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
  const islands = (await widgetNames()).filter((name) =>
    existsSync(path.join(PROJECT_ROOT, 'widgets', name, 'client.tsx')),
  );
  const islandEntries = Object.fromEntries(islands.map((name) => [name, `widgets/${name}/client.tsx`]));
  const templateStyles = await filesIn(TEMPLATE_STYLES, '.css');
  const features = await filesIn(FEATURES, '.ts');
  const featureEntries = Object.fromEntries(features.map((name) => [`feature-${name}`, `${FEATURES}/${name}.ts`]));
  const templateEntries = Object.fromEntries(
    templateStyles.map((name) => [`template-${name}`, `${TEMPLATE_STYLES}/${name}.css`]),
  );
  const pageEntries: Record<string, string> = {
    site: SITE_CSS,
    enhance: ENHANCE,
    islands: ISLAND_LOADER,
    ...featureEntries,
    ...templateEntries,
  };
  // Loaded when a bundle is made, not by every build (a warm one takes its bundles from the cache).
  const esbuild = await import('esbuild');
  const pass = (entries: Record<string, string>, options: esbuild.BuildOptions) =>
    esbuild
      .build({
        ...BROWSER_BUNDLE,
        entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
        outdir: path.join(outDir, 'assets'),
        entryNames: '[name]-[hash]',
        format: 'esm',
        metafile: true,
        ...options,
      })
      .catch((error: unknown) => {
        throw esbuildFailure('the site assets', error);
      });

  const islandPass = pass(islandEntries, { splitting: true, chunkNames: 'chunks/[name]-[hash]' });
  const lazyPass = pass(LAZY, { splitting: false });
  const lazyResult = await lazyPass;
  const lazyUrls = new Map<string, string>();
  for (const [file, meta] of Object.entries(lazyResult.metafile!.outputs)) {
    if (meta.entryPoint) lazyUrls.set(path.resolve(PROJECT_ROOT, meta.entryPoint), path.basename(file));
  }
  const pagePass = pass(pageEntries, { splitting: false, plugins: [lazyImports(lazyUrls)] });
  const results = [await islandPass, lazyResult, await pagePass];

  const toPublic = (file: string) =>
    `/${path.relative(outDir, path.resolve(PROJECT_ROOT, file)).split(path.sep).join('/')}`;
  const graph = new Map<string, string[]>();
  const byEntry = new Map<string, string>();
  const cssOf = new Map<string, string>();
  for (const result of results) {
    for (const [file, meta] of Object.entries(result.metafile!.outputs)) {
      graph.set(
        toPublic(file),
        meta.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => toPublic(i.path)),
      );
      if (meta.entryPoint) byEntry.set(meta.entryPoint, toPublic(file));
      if (meta.entryPoint && meta.cssBundle) cssOf.set(meta.entryPoint, toPublic(meta.cssBundle));
    }
  }
  const siteCss = byEntry.get(SITE_CSS);
  if (!siteCss) throw esbuildFailure('the site assets', new Error(`no output for ${SITE_CSS}`));
  const templateCss = Object.fromEntries(
    templateStyles.map((name) => [name, byEntry.get(`${TEMPLATE_STYLES}/${name}.css`)!]),
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
      enhance: entry(ENHANCE),
      islandLoader: entry(ISLAND_LOADER),
      islands: Object.fromEntries(islands.map((name) => [name, entry(islandEntries[name]!)])),
      features: Object.fromEntries(features.map((name) => [name, entry(`${FEATURES}/${name}.ts`)])),
      lazy: Object.fromEntries(Object.entries(LAZY).map(([name, source]) => [name, entry(source)])),
      templates: Object.fromEntries(Object.entries(templateCss).map(([name, url]) => [name, sheets.get(url)!])),
    },
    files: rest,
  };
}

/**
 * Keeps a page script's dynamic imports out of its file: each becomes an import of the file the
 * lazy pass made of that module (beside the page scripts in assets/). A dynamic import of any
 * other module is an error, since without code splitting it would be bundled into the script.
 */
function lazyImports(urls: ReadonlyMap<string, string>): esbuild.Plugin {
  return {
    name: 'lazy-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-imports') return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'lazy-imports',
        });
        if (resolved.errors.length) return { errors: resolved.errors };
        const file = urls.get(resolved.path);
        if (!file)
          return {
            errors: [
              {
                text: `import('${args.path}') in a page script: add the module to LAZY in cli/pipeline/bundle/bundle-site.ts, so that it gets a file of its own`,
              },
            ],
          };
        return { path: `./${file}`, external: true };
      });
    },
  };
}

/** Names of the files in a folder of the project with one extension (without it). */
async function filesIn(folder: string, extension: string): Promise<string[]> {
  const files = await readdir(path.join(PROJECT_ROOT, folder)).catch(() => []);
  return files
    .filter((f) => f.endsWith(extension))
    .map((f) => f.slice(0, -extension.length))
    .sort();
}

/** Every chunk `file` imports statically, directly or through other chunks. */
export function staticImports(file: string, graph: ReadonlyMap<string, readonly string[]>): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const dep of graph.get(f) ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        visit(dep);
      }
    }
  };
  visit(file);
  return [...seen];
}
