/**
 * The proxy's own answers. Errors use Google's envelope (`{"error":{"code":…,"message":…}}`),
 * so the checker's parser shows their message as it shows Google's. Nothing is cached by the
 * browser or a shared cache on the way: freshness is the proxy's business (`Age`).
 */
const JSON_TYPE = 'application/json; charset=UTF-8';
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error: { code: status, message } }), {
    status,
    headers: { ...NO_STORE, 'Content-Type': JSON_TYPE, ...headers },
  });
}

/** An answer with the given body (the upstream's, scrubbed), status and headers. */
export function bodyResponse(
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string>,
): Response {
  return new Response(body, { status, headers: { ...NO_STORE, 'Content-Type': contentType || JSON_TYPE, ...headers } });
}

/** HEAD gets GET's status and headers without the body. */
export function forMethod(request: Request, response: Response): Response {
  return request.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response;
}

/**
 * The text with every occurrence of the API key (as is and URL-encoded) replaced: an upstream
 * that echoes the request URL in an error must not hand the key to the visitor.
 */
export function scrubKey(text: string, key: string | undefined): string {
  if (!key) return text;
  return [key, encodeURIComponent(key)].reduce((out, form) => out.split(form).join('[redacted]'), text);
}
