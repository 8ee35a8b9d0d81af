import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AssetManifest, EntryAssets } from './asset-manifest';
import { inlineStylesheets } from './inline-stylesheet';
import { BROWSER_BUNDLE, esbuildFailure, PROJECT_ROOT, type OutputAsset, toOutputAssets, widgetNames } from './esbuild-common';

export interface SiteBundle {
  manifest: Omit<AssetManifest, 'embeds'>;
  files: OutputAsset[];
}

const SITE_CSS = 'templates/styles/site.css';
const ENHANCE = 'widgets/enhance/index.ts';
/** `widgets/enhance/features/<name>.ts`: behaviours only pages marked data-enhance="<name>" load. */
const FEATURES = 'widgets/enhance/features';
/** `templates/styles/templates/<template>.css`: styles only the pages of that template need. */
const TEMPLATE_STYLES = 'templates/styles/templates';

/**
 * Bundles the site's browser assets in one esbuild pass: the stylesheet, the enhancement
 * script and every island's entry (widgets/<name>/client.tsx), as ESM
 * with code splitting so React and react-dom land in one shared hashed chunk.
 */
export async function bundleSite(outDir: string): Promise<SiteBundle> {
  const islands = (await widgetNames()).filter((name) => existsSync(path.join(PROJECT_ROOT, 'widgets', name, 'client.tsx')));
  const islandEntries = Object.fromEntries(islands.map((name) => [name, `widgets/${name}/client.tsx`]));
  const templateStyles = await filesIn(TEMPLATE_STYLES, '.css');
  const features = await filesIn(FEATURES, '.ts');
  const featureEntries = Object.fromEntries(features.map((name) => [`feature-${name}`, `${FEATURES}/${name}.ts`]));
  const templateEntries = Object.fromEntries(templateStyles.map((name) => [`template-${name}`, `${TEMPLATE_STYLES}/${name}.css`]));
  const entries: Record<string, string> = { site: SITE_CSS, enhance: ENHANCE, ...islandEntries, ...featureEntries, ...templateEntries };
  // Loaded when a bundle is made, not by every build (a warm one takes its bundles from the cache).
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({
      ...BROWSER_BUNDLE,
      entryPoints: Object.entries(entries).map(([out, entry]) => ({ in: entry, out })),
      outdir: path.join(outDir, 'assets'),
      entryNames: '[name]-[hash]',
      chunkNames: 'chunks/[name]-[hash]',
      format: 'esm',
      splitting: true,
      metafile: true,
    })
    .catch((error: unknown) => {
      throw esbuildFailure('the site assets', error);
    });

  const toPublic = (file: string) => `/${path.relative(outDir, path.resolve(PROJECT_ROOT, file)).split(path.sep).join('/')}`;
  const graph = new Map<string, string[]>();
  const byEntry = new Map<string, string>();
  const cssOf = new Map<string, string>();
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    graph.set(toPublic(file), meta.imports.filter((i) => i.kind === 'import-statement').map((i) => toPublic(i.path)));
    if (meta.entryPoint) byEntry.set(meta.entryPoint, toPublic(file));
    if (meta.entryPoint && meta.cssBundle) cssOf.set(meta.entryPoint, toPublic(meta.cssBundle));
  }
  const siteCss = byEntry.get(SITE_CSS);
  if (!siteCss) throw esbuildFailure('the site assets', new Error(`no output for ${SITE_CSS}`));
  const templateCss = Object.fromEntries(templateStyles.map((name) => [name, byEntry.get(`${TEMPLATE_STYLES}/${name}.css`)!]));
  const { sheets, rest } = inlineStylesheets(toOutputAssets(outDir, result.outputFiles), [siteCss, ...cssOf.values(), ...Object.values(templateCss)]);
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
      islands: Object.fromEntries(islands.map((name) => [name, entry(islandEntries[name]!)])),
      features: Object.fromEntries(features.map((name) => [name, entry(`${FEATURES}/${name}.ts`)])),
      templates: Object.fromEntries(Object.entries(templateCss).map(([name, url]) => [name, sheets.get(url)!])),
    },
    files: rest,
  };
}

/** Names of the files in a folder of the project with one extension (without it). */
async function filesIn(folder: string, extension: string): Promise<string[]> {
  const files = await readdir(path.join(PROJECT_ROOT, folder)).catch(() => []);
  return files.filter((f) => f.endsWith(extension)).map((f) => f.slice(0, -extension.length)).sort();
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
