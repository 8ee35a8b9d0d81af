import type { Strategy } from '../../widgets/checker/pagespeed-types';
import { WINDOW_MS, type FetchHandler, type ProxyConfig, type ProxyContext, type ProxyEnv } from './config';
import { ALLOWED_METHODS, corsFor, preflight } from './cors';
import { quotaFor } from './global-quota';
import { clientOf, ClientQuota, type Quota } from './quota';
import { bodyResponse, errorResponse, forMethod } from './responses';
import { defaultResultCache, MemoryResultCache, type CachedResult, type ResultCache } from './result-cache';
import { callUpstream, isShareable, type FetchFunction, type UpstreamResult } from './upstream';
import { validateQuery } from './validate-target';

/**
 * One upstream run as every request waiting for it sees it, or the quota's refusal of the request
 * that would have started it.
 */
type Run =
  | {
      result: UpstreamResult;
      /** The result as shared, when it is worth sharing (a 200 with a lighthouseResult). */
      shared?: CachedResult;
    }
  | { refused: number };

export interface ProxyOptions {
  /** How the upstream is called (tests pass a fake); the runtime's fetch by default. */
  fetch?: FetchFunction;
  now?: () => number;
  /** Where results are shared; by default the isolate's memory, and the Workers Cache API when there is one. */
  cache?: ResultCache;
  /** The quota a request counts against; by default the Durable Object when `env` binds one, else the isolate's. */
  quota?: (env: ProxyEnv) => Quota;
}

/** Seconds Google asks for when its own 429 says nothing (it usually says nothing). */
const DEFAULT_RETRY_AFTER = '60';

/**
 * Runs whose starter was refused that a request waits on before it asks its own quota: a visitor
 * over quota who keeps asking for an address cannot keep another visitor waiting.
 */
const MAX_JOINS = 2;

/**
 * The PageSpeed proxy (issue 23) as a standard fetch(request, env, ctx) module: `GET
 * <route>?url=…&strategy=mobile|desktop` is checked, answered from the shared results when the
 * same address and strategy ran in the last 10 minutes (with `Age`), else counted against the
 * client's quota and run upstream with the host's secret key. Every other path goes to the
 * static files (`env.ASSETS`, as Cloudflare Pages and Workers static assets provide them). State
 * (results in memory, runs in flight, and the quota unless a Durable Object keeps it) lives as
 * long as the isolate.
 */
export function createPageSpeedProxy(config: ProxyConfig, options: ProxyOptions = {}): FetchHandler {
  const now = options.now ?? Date.now;
  // Not `fetch` itself: Workers refuse a fetch called with another `this`.
  const upstreamFetch: FetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const memory = new MemoryResultCache(now);
  const local = new ClientQuota(config.quota, now);
  const quotaOf = options.quota ?? ((env: ProxyEnv) => quotaFor(env, config.quota, local));
  /** Runs under way, so a second visitor asking for the same address waits for the first run instead of starting another. */
  const inFlight = new Map<string, Promise<Run>>();

  const ageOf = (fetchedAt: number) => String(Math.max(0, Math.floor((now() - fetchedAt) / 1000)));
  const success = (result: CachedResult, cors: Record<string, string>) =>
    bodyResponse(200, result.body, result.contentType, { ...cors, Age: ageOf(result.fetchedAt) });

  /**
   * Counts the run against the client's quota (only runs that reach the upstream count), then runs
   * it and shares a usable result before anyone is answered.
   */
  async function run(
    key: string,
    request: Request,
    target: string,
    strategy: Strategy,
    env: ProxyEnv,
    cache: ResultCache,
    ctx?: ProxyContext,
  ): Promise<Run> {
    const wait = await quotaOf(env).take(clientOf(request), target, strategy);
    if (wait !== undefined) return { refused: wait };
    const result = await callUpstream(target, strategy, env, config, upstreamFetch, now);
    if (!isShareable(result)) return { result };
    await cache.put(key, result, ctx).catch(() => undefined);
    return { result, shared: result };
  }

  /** Starts a run and lets later requests for the same key wait for it. */
  function start(key: string, make: () => Promise<Run>): Promise<Run> {
    const pending = make();
    inFlight.set(key, pending);
    void pending
      .finally(() => {
        if (inFlight.get(key) === pending) inFlight.delete(key);
      })
      .catch(() => undefined);
    return pending;
  }

  /** The answer to one request from the run it started or waited for. */
  function answer(outcome: Run, cors: Record<string, string>): Response {
    if ('refused' in outcome) {
      const minutes = Math.round(WINDOW_MS / 60_000);
      return errorResponse(
        429,
        `The free analysis is limited to ${config.quota} websites per ${minutes} minutes from one address. Please try again in ${outcome.refused} seconds.`,
        { ...cors, 'Retry-After': String(outcome.refused) },
      );
    }
    const { result, shared } = outcome;
    if (result.kind === 'unreachable')
      return errorResponse(502, 'The analysis service could not be reached. Please try again in a moment.', cors);
    if (result.kind === 'timeout')
      return errorResponse(504, 'The analysis service took too long to answer. Please try again in a moment.', cors);
    if (shared) return success(shared, cors);
    const retryAfter = result.status === 429 ? (result.retryAfter ?? DEFAULT_RETRY_AFTER) : result.retryAfter;
    const extra = {
      ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
      ...(result.status === 200 ? { Age: '0' } : {}),
    };
    return bodyResponse(result.status, result.body, result.contentType, { ...cors, ...extra });
  }

  async function analyse(
    request: Request,
    target: string,
    strategy: Strategy,
    env: ProxyEnv,
    cors: Record<string, string>,
    ctx?: ProxyContext,
  ): Promise<Response> {
    const key = `${strategy} ${target}`;
    const cache = options.cache ?? defaultResultCache(new URL(request.url).origin, now, memory);
    for (let joins = 0; ; joins++) {
      const cached = await cache.get(key);
      if (cached) return success(cached, cors);
      const pending = inFlight.get(key);
      // Answers from the cache or from a run in flight are free. A run whose starter was over
      // quota says nothing of this client's: it asks its own.
      if (pending && joins < MAX_JOINS) {
        const shared = await pending;
        if ('refused' in shared) continue;
        return answer(shared, cors);
      }
      return answer(await start(key, () => run(key, request, target, strategy, env, cache, ctx)), cors);
    }
  }

  return {
    async fetch(request: Request, env: ProxyEnv = {}, ctx?: ProxyContext): Promise<Response> {
      if (new URL(request.url).pathname !== config.route)
        return env.ASSETS ? env.ASSETS.fetch(request) : new Response('Not found', { status: 404 });
      const cors = corsFor(request, config);
      if (!cors.allowed)
        return errorResponse(403, 'This website may not use the analysis service from its pages.', cors.headers);
      if (request.method === 'OPTIONS') return preflight(cors);
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return errorResponse(405, 'Only GET requests are answered here.', { ...cors.headers, Allow: ALLOWED_METHODS });
      const query = validateQuery(new URL(request.url).searchParams);
      if (!query.ok) return forMethod(request, errorResponse(400, query.message, cors.headers));
      return forMethod(request, await analyse(request, query.target, query.strategy, env, cors.headers, ctx));
    },
  };
}
