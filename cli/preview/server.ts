import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from './mime';
import { matchRedirect, parseRedirectsFile, type RedirectRule } from './redirects-file';
import { resolveFile } from './resolve-file';

export interface PreviewOptions {
  root: string;
  port?: number;
  host?: string;
}

export interface PreviewServer {
  url: string;
  close(): Promise<void>;
}

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-cache' };

/**
 * Serves a built site as a static host would: clean URLs, `_redirects` rules (applied
 * before files, as on Cloudflare Pages), 404.html with status 404, GET and HEAD only.
 */
export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const root = path.resolve(options.root);
  const rules = parseRedirectsFile(await readFile(path.join(root, '_redirects'), 'utf8').catch(() => ''));
  const server = createServer((req, res) => {
    handle(root, rules, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, BASE_HEADERS);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(root: string, rules: readonly RedirectRule[], req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://preview.invalid');
  const rule = matchRedirect(url.pathname, rules);
  if (rule) {
    res.writeHead(rule.status, { ...BASE_HEADERS, Location: rule.to + url.search }).end();
    return;
  }
  const resolution = await resolveFile(root, url.pathname);
  if (resolution.kind === 'redirect') {
    res.writeHead(301, { ...BASE_HEADERS, Location: resolution.location + url.search }).end();
  } else if (resolution.kind === 'file') {
    send(res, req, 200, resolution.path);
  } else if (resolution.kind === 'forbidden') {
    res.writeHead(400, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
  } else {
    const notFound = path.join(root, '404.html');
    const exists = await readFile(notFound).then(() => true, () => false);
    if (exists) send(res, req, 404, notFound);
    else res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }
}

function send(res: ServerResponse, req: IncomingMessage, status: number, file: string) {
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': contentType(file) });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}
