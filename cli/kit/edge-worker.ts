/**
 * A site's edge worker (its definition's `edge`): one fetch(request, env, ctx) module the build
 * bundles into dist/_worker.js, for Cloudflare Pages (with `_routes.json`) and Workers with
 * static assets (with `wrangler.jsonc`) alike. It answers the paths of its route's folder; every
 * other request is a file.
 */
export interface EdgeWorker {
  /** What it is, in a few words: "The PageSpeed proxy" (wrangler.jsonc's comment, messages). */
  label: string;
  /** Its module, from the site's folder: `edge/pagespeed/worker.ts`. */
  entry: string;
  /** The path it answers (`/api/pagespeed`): the paths of its folder (`/api/*`) run it. */
  route: string;
  /** What the module reads as `import settings from 'chinook:edge-config'`: never a secret. */
  settings: object;
  /** The Workers compatibility date it is written and tested for. */
  compatibilityDate: string;
  /** The Durable Objects the Workers form binds (a class the module exports, by the binding's name). */
  durableObjects?: readonly {
    binding: string;
    className: string;
    /** What it holds, for wrangler.jsonc. */ about: string;
  }[];
}

/**
 * Where `site preview` and `site dev`, which run the worker in Node, give it the client's address
 * (Cloudflare's edge sets `CF-Connecting-IP`, which a local client must not choose): a worker
 * that counts per client reads this one when that one is absent.
 */
export const LOCAL_CLIENT_HEADER = 'X-Client-Address';

/** The static files, as a host binds them to the worker (`env.ASSETS`). */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** What the worker may leave running after its answer (`ctx.waitUntil`). */
export interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** A Workers module's default export: fetch(request, env, ctx). */
export interface WorkerModule {
  fetch(request: Request, env: Readonly<Record<string, unknown>>, ctx: WorkerContext): Promise<Response>;
}
