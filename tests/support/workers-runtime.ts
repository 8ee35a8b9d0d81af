import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { BoundedCache } from '../../cli/preview/bounded-cache';
import { handleRequest, type PreviewSite } from '../../cli/preview/handle-request';
import { parseHeadersFile } from '../../cli/preview/headers-file';
import { parseRedirectsFile } from '../../cli/lib/redirects-file';
import { WatchedFile } from '../../cli/preview/watched-file';
import { COMPATIBILITY_DATE } from '../../edge/pagespeed/config';

/**
 * A built site run the way Cloudflare Pages runs it in advanced mode: `dist/_worker.js` in the
 * Workers runtime itself (workerd, through Miniflare 4), with `env.ASSETS` serving the folder's
 * files. Everything listens on 127.0.0.1 with free ports.
 *
 * `env.ASSETS` is the preview server's static handler (cli/preview/handle-request.ts: the
 * `_headers` and `_redirects` rules, clean URLs, the nearest 404 page, as Pages' asset server),
 * called in this process through Miniflare's Node service binding. It serves files only and
 * never runs the worker again, as on Pages.
 *
 * Miniflare sets `CF-Connecting-IP` from the connecting socket (127.0.0.1) unless the request
 * already carries one, so the worker sees a client address as it does on the edge.
 */
export interface WorkersRuntime {
  /** The worker's origin, such as http://127.0.0.1:39123 (no trailing slash). */
  url: string;
  /** Everything the runtime printed (the worker's console included), to search for secrets. */
  output(): string;
  dispose(): Promise<void>;
}

export interface WorkersRuntimeOptions {
  /** The built site: a folder holding `_worker.js`. */
  dist: string;
  /** Plain-text variables and secrets, as `wrangler pages secret put` and `[vars]` give them. */
  bindings?: Record<string, string>;
  /** The worker's compatibility date; the Pages project's setting in production. */
  compatibilityDate?: string;
}

/** The date the worker is tested at: the one it is written for, which the Cloudflare project must have. */
export { COMPATIBILITY_DATE };

const INSTALL_HINT =
  'The Workers runtime (workerd) comes with the `miniflare` dev dependency and its platform binary ' +
  '(@cloudflare/workerd-<os>-<arch>, an optional dependency; on Linux it needs glibc, x64 or arm64). ' +
  'Run `npm install` (not `--omit=dev` or `--omit=optional`), or point MINIFLARE_WORKERD_PATH at a workerd binary.';

/** The workerd binary Miniflare will start, or an error saying what to install. */
export function workerdBinary(): string {
  const override = process.env.MINIFLARE_WORKERD_PATH;
  if (override) {
    if (!existsSync(override))
      throw new Error(
        `Cannot start the Workers runtime: MINIFLARE_WORKERD_PATH=${override} does not exist.\n${INSTALL_HINT}`,
      );
    return override;
  }
  try {
    // The workerd Miniflare starts, resolved from Miniflare's folder: a dependency of Miniflare, not of this project.
    const fromMiniflare = createRequire(createRequire(import.meta.url).resolve('miniflare'));
    const workerd = fromMiniflare('workerd') as { default?: string } | string;
    const binary = typeof workerd === 'string' ? workerd : workerd.default;
    if (binary && existsSync(binary)) return binary;
    throw new Error(`workerd's binary is missing (${binary ?? 'no path'}).`);
  } catch (error) {
    throw new Error(`Cannot start the Workers runtime: ${(error as Error).message}\n${INSTALL_HINT}`);
  }
}

/** The same rule files and caches `site preview` keeps for a folder (cli/preview/server.ts). */
function staticSite(root: string): PreviewSite {
  return {
    root,
    headerRules: new WatchedFile(path.join(root, '_headers'), (text) => parseHeadersFile(text).rules),
    redirectRules: new WatchedFile(path.join(root, '_redirects'), parseRedirectsFile),
    hashes: new BoundedCache<string>(10_000, () => 1),
    compressed: new BoundedCache<Buffer>(32 * 1024 * 1024, (body) => body.length),
  };
}

export async function startWorkersRuntime(options: WorkersRuntimeOptions): Promise<WorkersRuntime> {
  const dist = path.resolve(options.dist);
  const scriptPath = path.join(dist, '_worker.js');
  if (!existsSync(scriptPath)) throw new Error(`${scriptPath} does not exist: build with pagespeed.proxy on.`);
  workerdBinary();
  const site = staticSite(dist);
  const { url, output, mf } = await startMiniflare(scriptPath, {
    name: 'pages',
    modules: true,
    // Module names are paths relative to this; the default (the working directory) may not hold dist.
    modulesRoot: dist,
    scriptPath,
    compatibilityDate: options.compatibilityDate ?? COMPATIBILITY_DATE,
    host: '127.0.0.1',
    port: 0,
    bindings: options.bindings ?? {},
    serviceBindings: {
      ASSETS: {
        node: (req: IncomingMessage, res: ServerResponse) =>
          handleRequest(site, req, res).catch(() => {
            if (res.headersSent) res.destroy();
            else res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
          }),
      },
    },
    // In memory, gone with the instance: every start has an empty cache and fresh quota counts.
    cachePersist: false,
  });
  return { url, output, dispose: () => mf.dispose() };
}

/**
 * Starts Miniflare with `options`, keeping everything workerd prints (for the tests that look
 * for secrets, and for the error when it does not start); `what` names the worker or config.
 */
export async function startMiniflare(
  what: string,
  options: MiniflareOptions,
): Promise<{ mf: Miniflare; url: string; output: () => string }> {
  let printed = '';
  const collect = (stream: Readable) => stream.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const mf = new Miniflare({
    ...options,
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      collect(stdout);
      collect(stderr);
    },
  } as MiniflareOptions);
  try {
    return { mf, url: (await mf.ready).origin, output: () => printed };
  } catch (error) {
    await mf.dispose().catch(() => undefined);
    const said = printed.trim() ? `\nworkerd said:\n${printed.trim()}` : '';
    throw new Error(`The Workers runtime did not start with ${what}: ${(error as Error).message}${said}`);
  }
}
