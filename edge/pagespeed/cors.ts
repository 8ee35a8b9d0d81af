import type { ProxyConfig } from './config';

/** Who may read the proxy's answers, and the headers that say so. */
export interface CorsDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/**
 * The Fetch standard's CORS check, answered: a request without `Origin` (same-origin GET, curl)
 * or from the site's own origin, the origin it was sent to (a preview deployment, `site
 * preview`) or a partner origin in `pagespeed.allowedOrigins` may read the answer, with
 * `Access-Control-Allow-Origin` echoing its origin and `Age` and `Retry-After` exposed to the
 * script. Any other origin (including `null`) is refused; a real origin may still read the
 * refusal itself (a 403 before any upstream run, which holds nothing but its reason), so the
 * checker on that page shows why instead of "Unable to connect". Every answer varies by Origin.
 */
export function corsFor(request: Request, config: ProxyConfig): CorsDecision {
  const origin = request.headers.get('Origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin === null) return { allowed: true, headers };
  const own = [new URL(request.url).origin, config.siteOrigin, ...config.allowedOrigins];
  if (!own.includes(origin))
    return {
      allowed: false,
      headers: origin === 'null' ? headers : { ...headers, 'Access-Control-Allow-Origin': origin },
    };
  headers['Access-Control-Allow-Origin'] = origin;
  headers['Access-Control-Expose-Headers'] = 'Age, Retry-After';
  return { allowed: true, headers };
}

/** The answer to a preflight (or any OPTIONS) from an allowed origin: 204 with what it may send. */
export function preflight(cors: CorsDecision): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors.headers,
      Allow: ALLOWED_METHODS,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': 'Accept, Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  });
}
