import { request, type Agent, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body exactly as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
  text: string;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  agent?: Agent;
}

/**
 * One request with the path sent as given (node:http does not normalise it) and the body kept as
 * bytes: nothing here decompresses, so tests see exactly what the server put on the wire.
 */
export function send(base: string, rawPath: string, options: SendOptions = {}): Promise<Reply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: rawPath,
        method: options.method ?? 'GET',
        headers: options.headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${options.method ?? 'GET'} ${rawPath} timed out`)));
    req.end();
  });
}

/** A raw request line sent over a socket, bytes and all, for targets no HTTP client would send. */
export function sendRaw(base: string, requestLine: string): Promise<{ status: number; response: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${requestLine} timed out`)));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const response = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1] ?? 0), response });
    });
    // write, not end: a half-closed socket may be dropped before a slow answer; `Connection: close` ends it.
    socket.write(Buffer.from(`${requestLine}\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}

/** Node adds these to every response itself; tests comparing header sets leave them out. */
export const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive']);

export function ownHeaders(headers: IncomingHttpHeaders): Record<string, string | string[] | undefined> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}
