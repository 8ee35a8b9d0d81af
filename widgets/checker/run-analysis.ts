import { AnalysisTimeout, ANALYSIS_TIMEOUT_MS, PageSpeedError, QuotaError } from './analysis-errors';
import { fetchPageSpeed, type PageSpeedOptions, type PageSpeedReply } from './pagespeed-client';
import type { PageSpeedResponse, Strategy } from './pagespeed-types';
import { QUOTA_RETRY_MAX_SECONDS, RETRY_POLICY, sleep, withRetries, type RetryPolicy } from './retry';

export interface AnalysisReports extends Record<Strategy, PageSpeedResponse> {
  /** The older answer's Age in seconds when a cache (our proxy's) served it; undefined from Google itself. */
  age?: number;
}

export interface RunOptions extends PageSpeedOptions {
  /** Aborting it (the visitor resets) cancels both requests and every pending retry. */
  signal?: AbortSignal;
  timeoutMs?: number;
  retryPolicy?: RetryPolicy;
}

const isRetryable = (error: unknown) => error instanceof PageSpeedError && error.retryable;

/**
 * Runs the two PageSpeed calls in parallel, each retried on 5xx and network failures (retry.ts),
 * and once more after a 429's Retry-After when it is 10 s or less (issue 23). The first failure
 * that is final cancels the other call; after `timeoutMs` (120 s) everything stops with an
 * AnalysisTimeout.
 */
export async function runAnalysis(url: string, options: RunOptions): Promise<AnalysisReports> {
  const { signal, timeoutMs = ANALYSIS_TIMEOUT_MS, retryPolicy = RETRY_POLICY } = options;
  if (signal?.aborted) throw signal.reason;
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new AnalysisTimeout()), timeoutMs);
  const attempt = (strategy: Strategy) =>
    withRetries(
      () => fetchPageSpeed(url, strategy, options, controller.signal),
      isRetryable,
      controller.signal,
      retryPolicy,
    );
  const run = async (strategy: Strategy): Promise<PageSpeedReply> => {
    try {
      return await attempt(strategy);
    } catch (error) {
      const wait = error instanceof QuotaError ? error.retryAfterSeconds : undefined;
      if (wait === undefined || wait > QUOTA_RETRY_MAX_SECONDS) throw error;
      await sleep(wait * 1000, controller.signal);
      return attempt(strategy);
    }
  };
  try {
    const [mobile, desktop] = await Promise.all([run('mobile'), run('desktop')]);
    const ages = [mobile.age, desktop.age].filter((age) => age !== undefined);
    return { mobile: mobile.data, desktop: desktop.data, ...(ages.length ? { age: Math.max(...ages) } : {}) };
  } catch (error) {
    if (!controller.signal.aborted) controller.abort(error);
    throw controller.signal.reason;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
