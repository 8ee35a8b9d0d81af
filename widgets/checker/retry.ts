/** Retries: at most 3, waiting 1 s doubled per attempt, capped at 30 s. */
export interface RetryPolicy {
  retries: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const RETRY_POLICY: RetryPolicy = { retries: 3, firstDelayMs: 1000, maxDelayMs: 30_000 };

/** Issue 23: a 429 asking to wait this long or less is retried once, by itself, after that wait. */
export const QUOTA_RETRY_MAX_SECONDS = 10;

/** The wait before retry number `retry` (0-based): 1 s, 2 s, 4 s, ... capped. */
export function retryDelay(retry: number, policy: RetryPolicy = RETRY_POLICY): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** retry);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `attempt` until it succeeds, fails for good (`shouldRetry` false), runs out of retries or is aborted. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  signal: AbortSignal,
  policy: RetryPolicy = RETRY_POLICY,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (retry >= policy.retries || !shouldRetry(error)) throw error;
      await sleep(retryDelay(retry, policy), signal);
    }
  }
}
