import { pageSpeedRequestUrl } from '../../widgets/checker/pagespeed-client';
import type { Strategy } from '../../widgets/checker/pagespeed-types';
import type { ProxyConfig, ProxyEnv } from './config';
import { scrubKey } from './responses';

/** What the upstream said, read whole, with the key already scrubbed from the body. */
export type UpstreamResult =
  | { kind: 'answer'; status: number; body: string; contentType: string; retryAfter?: string; fetchedAt: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

/** PageSpeed runs take 10-40 s per strategy; past this the visitor's own 120 s limit is near. */
const UPSTREAM_TIMEOUT_MS = 100_000;

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * One runPagespeed call: `PAGESPEED_UPSTREAM` (else the baked endpoint) with the request the
 * checker itself would send (widgets/checker/pagespeed-client.ts: url, strategy, the four
 * categories), plus `key` only when the secret is set. Never throws: a network failure or an
 * unusable endpoint is 'unreachable', and nothing of the error (which may quote the URL, key
 * included) goes further.
 */
export async function callUpstream(
  target: string,
  strategy: Strategy,
  env: ProxyEnv,
  config: ProxyConfig,
  fetchImpl: FetchFunction,
  now: () => number,
): Promise<UpstreamResult> {
  const key = env.PAGESPEED_API_KEY?.trim() || undefined;
  let response: Response;
  let body: string;
  try {
    const url = pageSpeedRequestUrl(
      env.PAGESPEED_UPSTREAM?.trim() || config.upstream,
      target,
      strategy,
      key,
      config.upstream,
    );
    response = await fetchImpl(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    body = await response.text();
  } catch (error) {
    return { kind: (error as { name?: unknown } | null)?.name === 'TimeoutError' ? 'timeout' : 'unreachable' };
  }
  const retryAfter = response.headers.get('Retry-After')?.trim();
  return {
    kind: 'answer',
    status: response.status,
    body: scrubKey(body, key),
    contentType: response.headers.get('Content-Type') ?? '',
    ...(retryAfter ? { retryAfter } : {}),
    fetchedAt: now(),
  };
}

/** Only a 200 whose JSON carries a lighthouseResult is worth sharing with the next visitor. */
export function isShareable(result: UpstreamResult): result is Extract<UpstreamResult, { kind: 'answer' }> {
  if (result.kind !== 'answer' || result.status !== 200) return false;
  try {
    const data = JSON.parse(result.body) as { lighthouseResult?: unknown } | null;
    return typeof data?.lighthouseResult === 'object' && data.lighthouseResult !== null;
  } catch {
    return false;
  }
}
