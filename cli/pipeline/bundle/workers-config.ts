import type { EdgeWorker } from '../../kit/edge-worker';
import type { OutputAsset } from '../../lib/esbuild-common';
import { ASSETS_IGNORE_FILE, HOST_FILES, WORKER_FILE, WRANGLER_CONFIG_FILE } from '../../lib/output-names';

/** Cloudflare's rule for a Worker's name (it is also the workers.dev subdomain label): a-z, 0-9 and dashes, at most 63. */
const MAX_NAME = 63;

/** The Worker's name from the brand (`Chinook Digital` -> `chinook-digital`); `wrangler deploy --name` overrides it. */
export function workerName(brand: string): string {
  const name = brand
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_NAME)
    .replace(/^-+|-+$/g, '');
  return name || 'site';
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The Workers form's `wrangler.jsonc`, at the output's root so that its paths (which wrangler
 * resolves from the config file) hold wherever `--out` writes: the folder is the assets, its
 * `_worker.js` the Worker. Each setting keeps what the Pages form does: only `workerPaths` run
 * the Worker (`_routes.json` there), clean URLs with the other slash form redirected, the nearest
 * 404.html with status 404; `_redirects` and `_headers` apply as they are. Workers alone can keep
 * state in Durable Objects (SQLite-backed: Cloudflare's choice for new classes, and the only kind
 * on the Free plan).
 */
export function renderWranglerConfig(brand: string, worker: EdgeWorker, workerPaths: readonly string[]): string {
  return `// Cloudflare Workers with static assets, written by \`site build\` (docs/deploying.md, "Cloudflare
// Workers"): npx wrangler deploy --config dist/${WRANGLER_CONFIG_FILE}
// Paths are relative to this file. Change content/site.yaml and build again rather than editing it.
{
  "name": ${json(workerName(brand))},
  // ${worker.label}: the same worker Cloudflare Pages runs.
  "main": ${json(WORKER_FILE)},
  // Bundled by the build already: uploaded as it is, the file the tests run, and nothing of
  // wrangler's is bundled into this folder (deploy with --outdir outside it: docs/deploying.md).
  "no_bundle": true,
  // The date the worker is tested at in workerd.
  "compatibility_date": ${json(worker.compatibilityDate)},
  "assets": {
    "directory": ".",
    // The worker hands the paths it does not answer to the files.
    "binding": "ASSETS",
    // Only these paths run the worker; every other request is a file (as _routes.json on Pages).
    "run_worker_first": ${json(workerPaths)},
    // /about serves about.html and /sample-page/ sample-page/index.html; the other form redirects there.
    "html_handling": "auto-trailing-slash",
    // A miss gets the nearest 404.html, with status 404.
    "not_found_handling": "404-page"
  }${durableObjects(worker.durableObjects ?? [])}
}
`;
}

/** The worker's Durable Objects (SQLite-backed), their bindings and the migration that creates their classes. */
function durableObjects(objects: NonNullable<EdgeWorker['durableObjects']>): string {
  if (!objects.length) return '';
  const bindings = objects.map((o) => `{ "name": ${json(o.binding)}, "class_name": ${json(o.className)} }`);
  const classes = objects.map((o) => json(o.className));
  return `,
${objects.map((o) => `  // ${o.about}\n`).join('')}  "durable_objects": {
    "bindings": [${bindings.join(', ')}]
  },
  "migrations": [{ "tag": "v1", "new_sqlite_classes": [${classes.join(', ')}] }]`;
}

/**
 * `.assetsignore`: what `wrangler deploy` must not upload as a file. Wrangler leaves out
 * `_redirects`, `_headers` and this file itself on its own (and reads the first two as rules).
 * `.wrangler` is where wrangler, run with this config, keeps its temporary files (`wrangler dev`
 * leaves `.wrangler/tmp` behind, and no flag moves it) and `wrangler dev`'s state unless told otherwise.
 */
export function renderAssetsIgnore(): string {
  const listed = HOST_FILES.filter((file) => file !== ASSETS_IGNORE_FILE);
  return `# Not part of the site: the host's configuration (written by site build)\n${[...listed, '.wrangler'].map((f) => `/${f}\n`).join('')}`;
}

/** The Workers form's two files, beside the worker. */
export function workersFormFiles(brand: string, worker: EdgeWorker, workerPaths: readonly string[]): OutputAsset[] {
  const encode = (text: string) => new TextEncoder().encode(text);
  return [
    { path: WRANGLER_CONFIG_FILE, contents: encode(renderWranglerConfig(brand, worker, workerPaths)) },
    { path: ASSETS_IGNORE_FILE, contents: encode(renderAssetsIgnore()) },
  ];
}
