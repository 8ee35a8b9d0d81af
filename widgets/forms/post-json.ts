/** How long a form send may take before it counts as failed (a hung connection must not spin forever). */
export const SUBMIT_TIMEOUT_MS = 15_000;

/**
 * What became of one send. Only the status is read, never the body: `ok` for a 2xx answer,
 * `rejected` for any other answer, `failed` when no answer came (network error or timeout).
 */
export type SubmitOutcome =
  { kind: 'ok' } | { kind: 'rejected'; status: number } | { kind: 'failed'; reason: 'network' | 'timeout' };

export interface PostOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** POSTs `payload` as JSON to a hosted form endpoint; never throws. */
export async function postJson(endpoint: string, payload: object, options: PostOptions = {}): Promise<SubmitOutcome> {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? SUBMIT_TIMEOUT_MS);
  try {
    const response = await send(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    return response.ok ? { kind: 'ok' } : { kind: 'rejected', status: response.status };
  } catch {
    return { kind: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
