import { ROUTES_FILE, WORKER_FILE } from '../../lib/output-names';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { ProxyConfig } from '../../../edge/pagespeed/config';
import { PAGESPEED_PROXY_PATH, type SiteConfig } from '../../../templates/model/site-config';
import { CodeHasher } from '../../cache/code-hash';
import { contentHash } from '../../lib/hash';
import { installedVersion } from '../../lib/installed-version';
import { cachedBundle } from './bundle-cache';
import { esbuildFailure, type OutputAsset } from '../../lib/esbuild-common';
import { PROJECT_ROOT } from '../../lib/project-root';
import { workersFormFiles } from './workers-config';

/** The edge entry: the PageSpeed proxy as a fetch(request, env, ctx) module with its settings baked in. */
const EDGE_ENTRY = path.join(PROJECT_ROOT, 'edge/pagespeed/worker.ts');

/**
 * One ES module for the Workers runtime: web platform only, minified, and no source map (which
 * would carry the sources into dist/; nothing secret is in them, but nothing needs them there).
 */
const EDGE_BUNDLE = {
  absWorkingDir: PROJECT_ROOT,
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

/** What the worker bakes in from site.yaml: never a key (that is the host's secret PAGESPEED_API_KEY). */
export function edgeConfig(config: SiteConfig): ProxyConfig {
  return {
    route: PAGESPEED_PROXY_PATH,
    siteOrigin: new URL(config.site.url).origin,
    allowedOrigins: config.pagespeed.allowedOrigins,
    quota: config.pagespeed.quota,
    upstream: config.pagespeed.endpoint,
  };
}

/** The paths that invoke the worker: the proxy's folder (`/api/*`), so static files never do. */
export const workerPaths = (route: string): string[] => [`${path.posix.dirname(route)}/*`];

/** `_routes.json` (version 1), Cloudflare Pages' list of the paths that invoke the worker. */
export function renderRoutes(route: string): string {
  return `${JSON.stringify({ version: 1, include: workerPaths(route), exclude: [] })}\n`;
}

/** Provides `chinook:edge-config`: the settings as a JSON module. */
function configPlugin(config: ProxyConfig): esbuild.Plugin {
  return {
    name: 'chinook-edge-config',
    setup(build) {
      build.onResolve({ filter: /^chinook:edge-config$/ }, () => ({ path: 'edge-config', namespace: 'chinook' }));
      build.onLoad({ filter: /.*/, namespace: 'chinook' }, () => ({
        contents: JSON.stringify(config),
        loader: 'json',
      }));
    },
  };
}

/** Bundles the worker and writes its routes: `_worker.js` and `_routes.json` at the output's root. */
export async function bundleEdge(config: ProxyConfig): Promise<{ files: OutputAsset[] }> {
  const esbuild = await import('esbuild');
  const result = await esbuild
    .build({ ...EDGE_BUNDLE, entryPoints: [EDGE_ENTRY], outfile: WORKER_FILE, plugins: [configPlugin(config)] })
    .catch((error: unknown) => {
      throw esbuildFailure('the PageSpeed proxy (edge/pagespeed)', error);
    });
  const worker = result.outputFiles.find((f) => f.path.endsWith(WORKER_FILE));
  if (!worker) throw esbuildFailure('the PageSpeed proxy (edge/pagespeed)', new Error(`no output for ${WORKER_FILE}`));
  return {
    files: [
      { path: WORKER_FILE, contents: worker.contents },
      { path: ROUTES_FILE, contents: new TextEncoder().encode(renderRoutes(config.route)) },
    ],
  };
}

/**
 * The edge files a build writes: none with `pagespeed.proxy: false`; else both deploy forms of
 * the worker (Cloudflare Pages: `_worker.js`, `_routes.json`; Workers with static assets: the same
 * `_worker.js`, `wrangler.jsonc`, `.assetsignore`). The worker comes from the cache when its
 * sources (the entry and every local module it imports, widgets/checker's included), esbuild,
 * its options and the baked settings are unchanged. `codeCache`: where the module graph is kept
 * (see code-graph.ts).
 */
export async function edgeFiles(
  config: SiteConfig,
  cache: Parameters<typeof cachedBundle>[1],
  codeCache?: string,
): Promise<OutputAsset[]> {
  if (!config.pagespeed.proxy) return [];
  const settings = edgeConfig(config);
  const sources = await new CodeHasher([EDGE_ENTRY], { cacheFile: codeCache }).hashOf(
    [EDGE_ENTRY],
    [installedVersion('esbuild'), JSON.stringify(EDGE_BUNDLE)],
  );
  const key = contentHash('edge', sources, JSON.stringify(settings));
  const { files } = await cachedBundle(key, cache, () => bundleEdge(settings));
  return [...files, ...workersFormFiles(config.site.brand, workerPaths(settings.route))];
}
