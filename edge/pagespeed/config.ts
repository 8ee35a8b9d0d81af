import type { DurableObjectNamespace } from './durable-object';

/**
 * What `site build` bakes into dist/_worker.js from content/site.yaml (cli/pipeline/bundle/bundle-edge.ts),
 * and what the host gives the worker at run time. Nothing secret is baked: the API key is the
 * host's secret `PAGESPEED_API_KEY`, read per request from `env`.
 */
export interface ProxyConfig {
  /** The one path the proxy answers (`/api/pagespeed`); every other request goes to the static files. */
  route: string;
  /** site.url's origin: the site's own pages may always call the proxy. */
  siteOrigin: string;
  /** Partner origins the checker embed may call it from (`pagespeed.allowedOrigins`). */
  allowedOrigins: readonly string[];
  /** Analyses that reach the upstream, per client address per window (`pagespeed.quota`). */
  quota: number;
  /** The runPagespeed endpoint called when `PAGESPEED_UPSTREAM` is not set (`pagespeed.endpoint`). */
  upstream: string;
}

/**
 * The bindings a host passes as `env`: the static files (ASSETS, on Pages and in the Workers
 * form), two variables, and in the Workers form the global quota's Durable Objects.
 */
export interface ProxyEnv {
  ASSETS?: { fetch(request: Request): Promise<Response> };
  /** One quota object per client (global-quota.ts); without it, the isolate counts (quota.ts). */
  PAGESPEED_QUOTA?: DurableObjectNamespace;
  /** The PageSpeed Insights API key, a secret of the host; sent upstream only, never answered. */
  PAGESPEED_API_KEY?: string;
  /** Another runPagespeed endpoint (a mock in tests); default the baked `upstream`. */
  PAGESPEED_UPSTREAM?: string;
}

/**
 * The global quota's Durable Object binding and class (global-quota.ts, quota-object.ts): the
 * names the Workers form's wrangler.jsonc gives them (cli/pipeline/bundle/workers-config.ts), and
 * the name worker.ts exports the class by.
 */
export const QUOTA_BINDING = 'PAGESPEED_QUOTA';
export const QUOTA_CLASS = 'PageSpeedQuota';

/**
 * The Workers compatibility date the worker is written and tested for (the browser tests run it
 * in workerd at this date): the Cloudflare project must have this date or a later one.
 */
export const COMPATIBILITY_DATE = '2025-09-01';

/**
 * Where the client address comes from when `CF-Connecting-IP` (set by Cloudflare's edge on
 * every request) is absent: `site preview` and `site dev` set it from the socket
 * (cli/preview/worker-adapter.ts), after removing both headers from what the client sent.
 */
export { LOCAL_CLIENT_HEADER } from '../../cli/kit/edge-worker';

/** The variables of the host the proxy reads (ProxyEnv): `site preview` and `site dev` pass these of theirs. */
export const PROXY_ENV = ['PAGESPEED_API_KEY', 'PAGESPEED_UPSTREAM'] as const;

/** The part of a Workers execution context the proxy uses: work that may finish after the answer. */
export interface ProxyContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** A standard fetch(request, env, ctx) module, as Cloudflare Workers and Pages run it. */
export interface FetchHandler {
  fetch(request: Request, env?: ProxyEnv, ctx?: ProxyContext): Promise<Response>;
}

/** Results are shared, and analyses counted, over this window (issue 23: 10 minutes). */
export const WINDOW_MS = 10 * 60 * 1000;
