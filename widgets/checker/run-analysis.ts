import { AnalysisTimeout, ANALYSIS_TIMEOUT_MS, PageSpeedError } from './analysis-errors';
import { fetchPageSpeed, type PageSpeedOptions } from './pagespeed-client';
import type { PageSpeedResponse, Strategy } from './pagespeed-types';
import { RETRY_POLICY, withRetries, type RetryPolicy } from './retry';

export type AnalysisReports = Record<Strategy, PageSpeedResponse>;

export interface RunOptions extends PageSpeedOptions {
  /** Aborting it (the visitor resets) cancels both requests and every pending retry. */
  signal?: AbortSignal;
  timeoutMs?: number;
  retryPolicy?: RetryPolicy;
}

const isRetryable = (error: unknown) => error instanceof PageSpeedError && error.retryable;

/**
 * Runs the two PageSpeed calls in parallel (spec document 2, section 7), each retried on 5xx
 * and network failures (document 1, section 8). The first failure that is final cancels the
 * other call; after `timeoutMs` (120 s) everything stops with an AnalysisTimeout.
 */
export async function runAnalysis(url: string, options: RunOptions): Promise<AnalysisReports> {
  const { signal, timeoutMs = ANALYSIS_TIMEOUT_MS, retryPolicy = RETRY_POLICY } = options;
  if (signal?.aborted) throw signal.reason;
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new AnalysisTimeout()), timeoutMs);
  const run = (strategy: Strategy) =>
    withRetries(() => fetchPageSpeed(url, strategy, options, controller.signal), isRetryable, controller.signal, retryPolicy);
  try {
    const [mobile, desktop] = await Promise.all([run('mobile'), run('desktop')]);
    return { mobile, desktop };
  } catch (error) {
    if (!controller.signal.aborted) controller.abort(error);
    throw controller.signal.reason;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
