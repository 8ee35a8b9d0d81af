import { existsSync } from 'node:fs';
import path from 'node:path';
import type { WorkerOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { QUOTA_BINDING } from '../../edge/pagespeed/config';
import type { DurableObjectNamespace } from '../../edge/pagespeed/durable-object';
import { WRANGLER_CONFIG_FILE } from '../../cli/lib/output-names';
import { startMiniflare, workerdBinary, type WorkersRuntime } from './workers-runtime';

/**
 * A built site run as Cloudflare's Workers with static assets runs it: the `wrangler.jsonc` the
 * build wrote, turned into Miniflare's options by wrangler itself (`unstable_getMiniflareWorkerOptions`,
 * what `wrangler dev` does), so the assets folder, `run_worker_first`, `html_handling`,
 * `not_found_handling`, `.assetsignore`, `_redirects`, `_headers`, the ASSETS binding and the
 * quota's Durable Object are Cloudflare's own code in workerd, configured by the generated file.
 * Miniflare sets `CF-Connecting-IP` from the socket unless the request carries one.
 */
export interface WorkersAssetsRuntime extends WorkersRuntime {
  /** The stored entries of one client's quota object (needs `probeStorage`), as [key, value] pairs. */
  quotaStorage(client: string): Promise<[string, unknown][]>;
}

export interface WorkersAssetsOptions {
  /** The built site: a folder holding `wrangler.jsonc`. */
  dist: string;
  /** Secrets and variables, as `wrangler secret put` gives them. */
  bindings?: Record<string, string>;
  /** A folder where the Durable Objects keep their storage between starts; in memory by default. */
  persist?: string;
  /**
   * Runs the worker through a module that derives a class from the built quota object which also
   * lists its storage (at `/__storage`): nothing of the built worker changes but that door.
   */
  probeStorage?: boolean;
}

/** The probe: the built worker's default export, and its quota class under the same name with one door more. */
const PROBE = (worker: string, className: string) => `import worker, { ${className} as Built } from './${worker}';
export default worker;
export class ${className} extends Built {
  constructor(state, env) { super(state, env); this.probed = state.storage; }
  async fetch(request) {
    if (new URL(request.url).pathname === '/__storage') return Response.json([...(await this.probed.list())]);
    return super.fetch(request);
  }
}
`;

/** The worker's module options: the built `main` as it is, or behind the probe. */
function scriptOptions(dist: string, main: string, options: WorkerOptions, probe: boolean): WorkerOptions {
  if (!probe) return { modules: true, modulesRoot: dist, scriptPath: main };
  const className = options.durableObjects?.[QUOTA_BINDING];
  if (!className || typeof className === 'string') throw new Error(`${WRANGLER_CONFIG_FILE} binds no ${QUOTA_BINDING}`);
  return {
    modulesRoot: dist,
    modules: [
      {
        type: 'ESModule',
        path: path.join(dist, '__probe.mjs'),
        contents: PROBE(path.basename(main), className.className),
      },
      { type: 'ESModule', path: main },
    ],
  };
}

export async function startWorkersAssets(options: WorkersAssetsOptions): Promise<WorkersAssetsRuntime> {
  const dist = path.resolve(options.dist);
  const config = path.join(dist, WRANGLER_CONFIG_FILE);
  if (!existsSync(config)) throw new Error(`${config} does not exist: build with pagespeed.proxy on.`);
  workerdBinary();
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
  if (!main) throw new Error(`${config} names no main module`);
  const worker = workerOptions as WorkerOptions;
  const { mf, url, output } = await startMiniflare(config, {
    ...worker,
    ...scriptOptions(dist, path.resolve(dist, main), worker, options.probeStorage ?? false),
    // One name across restarts: a Durable Object's stored state is found by its worker's name and class.
    name: 'workers-form',
    host: '127.0.0.1',
    port: 0,
    bindings: { ...worker.bindings, ...options.bindings },
    durableObjectsPersist: options.persist ?? false,
    cachePersist: false,
  });
  return {
    url,
    output,
    dispose: () => mf.dispose(),
    async quotaStorage(client: string) {
      // The binding as the worker sees it (Miniflare's own types for it resolve to nothing useful here).
      const namespace = (await mf.getDurableObjectNamespace(QUOTA_BINDING)) as unknown as DurableObjectNamespace;
      const response = await namespace.get(namespace.idFromName(client)).fetch('http://quota.invalid/__storage');
      if (!response.ok) throw new Error(`the quota object answered ${response.status}: start with probeStorage`);
      return (await response.json()) as [string, unknown][];
    },
  };
}
