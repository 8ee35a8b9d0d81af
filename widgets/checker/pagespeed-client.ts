import { apiError, networkError, PageSpeedError } from './analysis-errors';
import type { PageSpeedResponse, Strategy } from './pagespeed-types';
import { CATEGORY_IDS } from './scoring';

export interface PageSpeedOptions {
  /** The runPagespeed endpoint (site.yaml `pagespeed.endpoint`, or a partner's proxy). */
  endpoint: string;
  /** Sent as `key` only when set. */
  apiKey?: string;
  /** What a relative endpoint (our own proxy, `/api/pagespeed`) resolves against; the page's address by default. */
  base?: string;
  fetch?: typeof fetch;
}

/** One strategy's answer, and its `Age` in seconds when a cache (our proxy's) served it. */
export interface PageSpeedReply {
  data: PageSpeedResponse;
  age?: number;
}

/**
 * The PageSpeed request: url (encoded), key (only when there is one),
 * strategy, and category repeated for performance, seo, accessibility and best-practices.
 * Query parameters the endpoint already has (a proxy's own) are kept; a relative endpoint
 * resolves against `base`.
 */
export function pageSpeedRequestUrl(
  endpoint: string,
  url: string,
  strategy: Strategy,
  apiKey?: string,
  base = globalThis.location?.href,
): string {
  const request = new URL(endpoint, base);
  request.searchParams.set('url', url);
  if (apiKey) request.searchParams.set('key', apiKey);
  request.searchParams.set('strategy', strategy);
  request.searchParams.delete('category');
  for (const category of ['performance', 'seo', 'accessibility', 'best-practices'])
    request.searchParams.append('category', category);
  return request.href;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a 200 answer: a lighthouseResult carrying a runtimeError (Lighthouse could not load
 * the page) or no category scores is a failure too, and is not retried (the same page fails
 * the same way).
 */
export function readPageSpeedResponse(data: unknown): PageSpeedResponse {
  const lighthouse = isObject(data) ? data.lighthouseResult : undefined;
  if (!isObject(lighthouse)) throw new PageSpeedError('PageSpeed sent no Lighthouse result for this page', false);
  const runtime = lighthouse.runtimeError;
  if (isObject(runtime) && (runtime.code || runtime.message)) {
    throw new PageSpeedError(
      `Lighthouse returned error: ${String(runtime.code ?? 'UNKNOWN')}. ${String(runtime.message ?? '')}`.trim(),
      false,
    );
  }
  const categories = lighthouse.categories;
  if (!isObject(categories) || !CATEGORY_IDS.some((id) => isObject(categories[id]))) {
    throw new PageSpeedError('PageSpeed returned no category scores for this page', false);
  }
  if (lighthouse.audits !== undefined && !isObject(lighthouse.audits))
    throw new PageSpeedError('PageSpeed sent unreadable audits', false);
  return data as PageSpeedResponse;
}

/** One GET for one strategy; throws PageSpeedError (QuotaError on a 429), or the signal's reason when aborted. */
export async function fetchPageSpeed(
  url: string,
  strategy: Strategy,
  options: PageSpeedOptions,
  signal: AbortSignal,
): Promise<PageSpeedReply> {
  const request = pageSpeedRequestUrl(options.endpoint, url, strategy, options.apiKey, options.base);
  const fetchImpl = options.fetch ?? fetch;
  let response: Response;
  let body: string;
  try {
    response = await fetchImpl(request, { signal, headers: { Accept: 'application/json' }, credentials: 'omit' });
    body = await response.text();
  } catch {
    if (signal.aborted) throw signal.reason;
    throw networkError();
  }
  if (!response.ok) throw apiError(response.status, body, response.headers.get('Retry-After'));
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new PageSpeedError('PageSpeed sent a response that is not JSON', false);
  }
  const age = response.headers.get('Age')?.trim();
  return { data: readPageSpeedResponse(data), ...(age && /^\d+$/.test(age) ? { age: Number(age) } : {}) };
}
