/**
 * How the checker's analysis fails, in the required wording: a non-OK PageSpeed answer is
 * 'PageSpeed API error: {status} {body}', and the visitor sees 'Website analysis failed:
 * {message}', or 'Unable to connect to analysis service' when there is no message.
 */
export class PageSpeedError extends Error {
  constructor(
    message: string,
    /** 5xx answers and network failures are retried (retry.ts); 4xx and bad 200s are not. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PageSpeedError';
  }
}

/**
 * A 429 (issue 23): Google's quota or our proxy's fair-use limit. The visitor is told the free
 * analysis is busy and when to try again instead of the raw error; a short wait is retried once.
 */
export class QuotaError extends PageSpeedError {
  constructor(
    message: string,
    /** From Retry-After; undefined when the answer does not say. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message, false, 429);
    this.name = 'QuotaError';
  }
}

/** Retry-After as seconds from now: an integer, or an HTTP date (RFC 9110, section 10.2.3). */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its month; Date.parse alone would also take '-3' as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The whole analysis took longer than ANALYSIS_TIMEOUT_MS. */
export class AnalysisTimeout extends Error {
  constructor() {
    super(
      'PageSpeed did not finish within 2 minutes. The site may be slow or blocking automated tests; please try again in a few minutes.',
    );
    this.name = 'AnalysisTimeout';
  }
}

/** PageSpeed takes 10-40 s per strategy, more with retries; past this the visitor is told why. */
export const ANALYSIS_TIMEOUT_MS = 120_000;
export const CONNECTION_FAILED = 'Unable to connect to analysis service';
const MAX_BODY = 300;

/**
 * The {body} of the error message: Google's error envelope carries a readable `error.message`
 * (the rest of the JSON says nothing more to a visitor); any other body is shown as compact
 * text, and an HTML error page (a proxy's) not at all.
 */
export function errorBodyText(body: string): string {
  try {
    const message = (JSON.parse(body) as { error?: { message?: unknown } })?.error?.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    /* not JSON: fall through */
  }
  const compact = body.replace(/\s+/g, ' ').trim();
  if (compact.startsWith('<')) return '';
  return compact.length > MAX_BODY ? `${compact.slice(0, MAX_BODY)}…` : compact;
}

/** A non-OK response. Only server errors (5xx) are worth another try; a 429 is a QuotaError. */
export function apiError(status: number, body: string, retryAfter?: string | null): PageSpeedError {
  const message = `PageSpeed API error: ${status} ${errorBodyText(body)}`.trim();
  return status === 429
    ? new QuotaError(message, parseRetryAfter(retryAfter))
    : new PageSpeedError(message, status >= 500, status);
}

/** The request never got an answer (offline, DNS, dropped connection, CORS): no message of its own. */
export function networkError(): PageSpeedError {
  return new PageSpeedError('', true);
}

/** What the error card shows for a failure (required wording). */
export function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message ? `Website analysis failed: ${message}` : CONNECTION_FAILED;
}
