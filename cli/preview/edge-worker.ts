import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { AssetsBinding, WorkerContext, WorkerModule as FetchHandler } from '../kit/edge-worker';
import { ROUTES_FILE, WORKER_FILE } from '../lib/output-names';
import { parseRequestTarget } from './request-target';
import { WatchedFile } from './watched-file';
import { sendFetchResponse, toFetchRequest } from './worker-adapter';
import { workerEnv } from './worker-env';

/** Which paths invoke the worker (`_routes.json`); undefined when there is no such file: every path does. */
type RouteMatcher = ((urlPath: string) => boolean) | undefined;

const pattern = (route: string) => new RegExp(`^${route.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);

/** Cloudflare Pages' `_routes.json` (version 1): include and exclude lists of paths with `*` wildcards; exclude wins. */
export function parseRoutes(text: string, log: (message: string) => void = () => undefined): RouteMatcher {
  if (!text.trim()) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    log(`${ROUTES_FILE} is not JSON: every request goes to ${WORKER_FILE}`);
    return undefined;
  }
  const list = (key: string) => {
    const value = (data as Record<string, unknown> | null)?.[key];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').map(pattern) : [];
  };
  const [include, exclude] = [list('include'), list('exclude')];
  return (urlPath) => include.some((p) => p.test(urlPath)) && !exclude.some((p) => p.test(urlPath));
}

const isFetchHandler = (value: unknown): value is FetchHandler =>
  typeof value === 'object' && value !== null && typeof (value as { fetch?: unknown }).fetch === 'function';

/**
 * The edge worker of a built site (`_worker.js`, Cloudflare Pages' advanced mode) run inside
 * `site preview` and `site dev`: loaded from the folder, loaded again when its contents change
 * (a rebuild), and given the paths `_routes.json` includes. It runs with Node's own Request and
 * Response and an `env` like the host's: ASSETS (the preview's static files) and the variables
 * the site's worker reads (its definition's `edge.env`), from this process's environment.
 */
export class EdgeWorker {
  private readonly routes: WatchedFile<RouteMatcher>;
  private loaded: { key: string; hash: string; handler: FetchHandler | undefined } | undefined;
  private pending: Promise<FetchHandler | undefined> | undefined;

  constructor(
    private readonly root: string,
    private readonly assets: AssetsBinding,
    private readonly log: (message: string) => void = () => undefined,
  ) {
    this.routes = new WatchedFile(path.join(root, ROUTES_FILE), (text) => parseRoutes(text, log));
  }

  /** Answers the request when the folder has a worker whose routes include its path; false otherwise. */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const target = parseRequestTarget(req.url ?? '');
    if (!target) return false;
    const handler = await this.current();
    const routes = handler && (await this.routes.current());
    if (!handler || (routes && !routes(target.path))) return false;
    const env = { ...workerEnv(), ASSETS: this.assets };
    const ctx: WorkerContext = { waitUntil: (promise) => void promise.catch(() => undefined) };
    await sendFetchResponse(req, res, await handler.fetch(toFetchRequest(req), env, ctx));
    return true;
  }

  private current(): Promise<FetchHandler | undefined> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** One stat per request; the module is imported again only when the file's bytes changed (dev rewrites it on every build). */
  private async refresh(): Promise<FetchHandler | undefined> {
    const file = path.join(this.root, WORKER_FILE);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return (this.loaded = undefined);
    const key = `${info.dev}:${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}`;
    if (this.loaded?.key === key) return this.loaded.handler;
    const code = await readFile(file).catch(() => undefined);
    if (!code) return undefined;
    const hash = createHash('sha256').update(code).digest('hex');
    if (this.loaded?.hash !== hash) this.loaded = { key, hash, handler: await this.load(code) };
    this.loaded.key = key;
    return this.loaded.handler;
  }

  /** The bundle is one self-contained ES module: imported from a data: URL, whatever package.json says about .js files beside it. */
  private async load(code: Buffer): Promise<FetchHandler | undefined> {
    try {
      const module = (await import(`data:text/javascript;base64,${code.toString('base64')}`)) as { default?: unknown };
      if (isFetchHandler(module.default)) return module.default;
      this.log(`${WORKER_FILE} has no default export with a fetch(request, env, ctx) method`);
    } catch (error) {
      this.log(`${WORKER_FILE} failed to load: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }
}
