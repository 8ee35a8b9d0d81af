import { apiError, networkError, PageSpeedError } from './analysis-errors';
import type { PageSpeedResponse, Strategy } from './pagespeed-types';
import { CATEGORY_IDS } from './scoring';

export interface PageSpeedOptions {
  /** The runPagespeed endpoint (site.yaml `pagespeed.endpoint`, or a partner's proxy). */
  endpoint: string;
  /** Sent as `key` only when set. */
  apiKey?: string;
  fetch?: typeof fetch;
}

/**
 * The request of spec document 2, section 7: url (encoded), key (only when there is one),
 * strategy, and category repeated for performance, seo, accessibility and best-practices.
 * Query parameters the endpoint already has (a proxy's own) are kept.
 */
export function pageSpeedRequestUrl(endpoint: string, url: string, strategy: Strategy, apiKey?: string): string {
  const request = new URL(endpoint);
  request.searchParams.set('url', url);
  if (apiKey) request.searchParams.set('key', apiKey);
  request.searchParams.set('strategy', strategy);
  request.searchParams.delete('category');
  for (const category of ['performance', 'seo', 'accessibility', 'best-practices']) request.searchParams.append('category', category);
  return request.href;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
    throw new PageSpeedError(`Lighthouse returned error: ${String(runtime.code ?? 'UNKNOWN')}. ${String(runtime.message ?? '')}`.trim(), false);
  }
  const categories = lighthouse.categories;
  if (!isObject(categories) || !CATEGORY_IDS.some((id) => isObject(categories[id]))) {
    throw new PageSpeedError('PageSpeed returned no category scores for this page', false);
  }
  if (lighthouse.audits !== undefined && !isObject(lighthouse.audits)) throw new PageSpeedError('PageSpeed sent unreadable audits', false);
  return data as PageSpeedResponse;
}

/** One GET for one strategy; throws PageSpeedError (or the signal's reason when aborted). */
export async function fetchPageSpeed(url: string, strategy: Strategy, options: PageSpeedOptions, signal: AbortSignal): Promise<PageSpeedResponse> {
  const request = pageSpeedRequestUrl(options.endpoint, url, strategy, options.apiKey);
  const fetchImpl = options.fetch ?? fetch;
  let status: number;
  let ok: boolean;
  let body: string;
  try {
    const response = await fetchImpl(request, { signal, headers: { Accept: 'application/json' }, credentials: 'omit' });
    ({ status, ok } = response);
    body = await response.text();
  } catch {
    if (signal.aborted) throw signal.reason;
    throw networkError();
  }
  if (!ok) throw apiError(status, body);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new PageSpeedError('PageSpeed sent a response that is not JSON', false);
  }
  return readPageSpeedResponse(data);
}
