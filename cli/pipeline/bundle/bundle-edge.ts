import { ROUTES_FILE, WORKER_FILE } from '../../lib/output-names';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { EdgeWorker } from '../../kit/edge-worker';
import type { SiteConfig } from '../../kit/site-config';
import { CodeHasher } from '../../cache/code-hash';
import { contentHash } from '../../lib/hash';
import { installedVersion } from '../../lib/installed-version';
import { cachedBundle } from './bundle-cache';
import { esbuildFailure, type OutputAsset } from '../../lib/esbuild-common';
import { siteRoot } from '../../lib/site-layout';
import { site } from '../site/index';
import { SiteError } from '../../errors';
import { workersFormFiles } from './workers-config';

/** The worker's module, proven inside the site's folder: a fetch(request, env, ctx) module with its settings baked in. */
function entryOf(worker: EdgeWorker): string {
  const root = siteRoot();
  const entry = path.resolve(root, worker.entry);
  const inside = path.relative(root, entry);
  if (!inside || inside.startsWith('..') || path.isAbsolute(inside))
    throw new SiteError(
      `The edge worker's entry ${worker.entry} (edge in templates/site.ts) must be a module inside ${root}.`,
    );
  return entry;
}

/**
 * One ES module for the Workers runtime: web platform only, minified, and no source map (which
 * would carry the sources into dist/; nothing secret is in them, but nothing needs them there).
 */
const EDGE_BUNDLE = {
  bundle: true,
  minify: true,
  sourcemap: false,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  legalComments: 'none',
  write: false,
  logLevel: 'silent',
} as const satisfies esbuild.BuildOptions;

/** The paths that invoke the worker: the proxy's folder (`/api/*`), so static files never do. */
export const workerPaths = (route: string): string[] => [`${path.posix.dirname(route)}/*`];

/** `_routes.json` (version 1), Cloudflare Pages' list of the paths that invoke the worker. */
export function renderRoutes(route: string): string {
  return `${JSON.stringify({ version: 1, include: workerPaths(route), exclude: [] })}\n`;
}

/** Provides `chinook:edge-config`: the settings as a JSON module. */
function configPlugin(settings: object): esbuild.Plugin {
  return {
    name: 'chinook-edge-config',
    setup(build) {
      build.onResolve({ filter: /^chinook:edge-config$/ }, () => ({ path: 'edge-config', namespace: 'chinook' }));
      build.onLoad({ filter: /.*/, namespace: 'chinook' }, () => ({
        contents: JSON.stringify(settings),
        loader: 'json',
      }));
    },
  };
}

/** Bundles the worker and writes its routes: `_worker.js` and `_routes.json` at the output's root. */
export async function bundleEdge(worker: EdgeWorker): Promise<{ files: OutputAsset[] }> {
  const esbuild = await import('esbuild');
  const what = `${worker.label} (${worker.entry})`;
  const result = await esbuild
    .build({
      ...EDGE_BUNDLE,
      absWorkingDir: siteRoot(),
      entryPoints: [entryOf(worker)],
      outfile: WORKER_FILE,
      plugins: [configPlugin(worker.settings)],
    })
    .catch((error: unknown) => {
      throw esbuildFailure(what, error);
    });
  const output = result.outputFiles.find((f) => f.path.endsWith(WORKER_FILE));
  if (!output) throw esbuildFailure(what, new Error(`no output for ${WORKER_FILE}`));
  return {
    files: [
      { path: WORKER_FILE, contents: output.contents },
      { path: ROUTES_FILE, contents: new TextEncoder().encode(renderRoutes(worker.route)) },
    ],
  };
}

/**
 * The edge files a build writes: none when the site declares no worker for this config (its
 * definition's `edge`; this site's is the PageSpeed proxy, with `pagespeed.proxy: true`); else
 * both deploy forms of the worker (Cloudflare Pages: `_worker.js`, `_routes.json`; Workers with
 * static assets: the same `_worker.js`, `wrangler.jsonc`, `.assetsignore`). The worker comes from
 * the cache when its sources (the entry and every local module it imports), esbuild, its options
 * and the declaration are unchanged. `codeCache`: where the module graph is kept (see code-graph.ts).
 */
export async function edgeFiles(
  config: SiteConfig,
  cache: Parameters<typeof cachedBundle>[1],
  codeCache?: string,
): Promise<OutputAsset[]> {
  const worker = site().edge?.worker(config);
  if (!worker) return [];
  const entry = entryOf(worker);
  const sources = await new CodeHasher([entry], { cacheFile: codeCache }).hashOf(
    [entry],
    [installedVersion('esbuild'), JSON.stringify(EDGE_BUNDLE)],
  );
  const key = contentHash('edge', sources, JSON.stringify(worker));
  const { files } = await cachedBundle(key, cache, () => bundleEdge(worker));
  return [...files, ...workersFormFiles(config.site.brand, worker, workerPaths(worker.route))];
}
