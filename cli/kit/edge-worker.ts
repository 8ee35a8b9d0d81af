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
