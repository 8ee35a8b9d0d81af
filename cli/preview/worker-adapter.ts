import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { LOCAL_CLIENT_HEADER } from '../kit/edge-worker';

/** Headers about one connection, never copied between a Request and a ServerResponse. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
]);
/** Headers only Cloudflare's edge sets; a local client must not choose its own address for the quota. */
const EDGE_ONLY = new Set(['cf-connecting-ip', LOCAL_CLIENT_HEADER.toLowerCase()]);

/**
 * Node's IncomingMessage as the web platform's Request, as a Workers runtime would hand it to a
 * worker: the URL from the Host header, the headers the client sent (but the edge's own), the
 * socket's address in LOCAL_CLIENT_HEADER (where Cloudflare sets CF-Connecting-IP), and the body
 * as a stream for methods that have one.
 */
export function toFetchRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || EDGE_ONLY.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  headers.set(LOCAL_CLIENT_HEADER, req.socket.remoteAddress ?? '');
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, {
    method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/** A Response written to Node's ServerResponse: its status and headers, and for all but HEAD its body. */
export async function sendFetchResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  if (req.method === 'HEAD' || response.body === null) {
    await response.body?.cancel();
    res.writeHead(response.status, headers).end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers).end(body);
}

/**
 * Cloudflare's `env.ASSETS` for a worker run by `site preview`: the request sent back to the
 * preview server itself, marked so that it is answered from the files (as Pages' asset server
 * never invokes the worker again) and uncompressed (fetch would decode the body but keep the
 * Content-Encoding header).
 */
export function assetsBinding(
  origin: () => string,
  marker: { name: string; value: string },
): { fetch(request: Request): Promise<Response> } {
  return {
    fetch(request) {
      const url = new URL(request.url);
      const headers = new Headers(request.headers);
      headers.set(marker.name, marker.value);
      headers.set('Accept-Encoding', 'identity');
      headers.delete(LOCAL_CLIENT_HEADER);
      return fetch(new URL(url.pathname + url.search, origin()), {
        method: request.method,
        headers,
        redirect: 'manual',
      });
    },
  };
}
