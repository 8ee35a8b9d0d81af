import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { BoundedCache } from './bounded-cache';
import { EdgeWorker } from './edge-worker';
import { handleRequest, type PreviewSite } from './handle-request';
import { parseHeadersFile } from './headers-file';
import { parseRedirectsFile } from '../lib/redirects-file';
import { WatchedFile } from './watched-file';
import { assetsBinding } from './worker-adapter';

export interface PreviewOptions {
  root: string;
  port?: number;
  host?: string;
  /** Where problems in `_headers` go (once per version of the file); silent by default. */
  log?: (message: string) => void;
  /** Answers a request before the site does (the dev server's own endpoints); true when it did. */
  middleware?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface PreviewServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Content hashes are ~100 bytes each; this many covers any site we build. */
const HASH_ENTRIES = 10_000;
/** Compressed bodies kept in memory; the least recently used go first. */
export const COMPRESSED_CACHE_BYTES = 32 * 1024 * 1024;

/** The served folder's rule files and caches. */
function previewSite(root: string, log: (message: string) => void = () => undefined): PreviewSite {
  return {
    root,
    headerRules: new WatchedFile(path.join(root, '_headers'), (text) => {
      const parsed = parseHeadersFile(text);
      for (const problem of parsed.problems) log(`_headers:${problem.line}: ${problem.message}`);
      return parsed.rules;
    }),
    redirectRules: new WatchedFile(path.join(root, '_redirects'), parseRedirectsFile),
    hashes: new BoundedCache<string>(HASH_ENTRIES, () => 1),
    compressed: new BoundedCache<Buffer>(COMPRESSED_CACHE_BYTES, (body) => body.length),
  };
}

/**
 * Serves a built site as a static host would (see `handleRequest`). `_headers` and `_redirects`
 * are read on the first request and again whenever they change, so a rebuild needs no restart.
 * A site with an edge worker (`_worker.js`, the PageSpeed proxy) is served as Cloudflare Pages
 * serves it: the paths `_routes.json` includes go to the worker (edge-worker.ts), which reaches
 * the files through `env.ASSETS`; without the file, those paths are files like any other.
 */
export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const site = previewSite(path.resolve(options.root), options.log);
  // ASSETS requests come back to this server marked, and are answered from the files.
  const marker = { name: 'X-Preview-Assets', value: randomUUID() };
  let origin = '';
  const worker = new EdgeWorker(
    site.root,
    assetsBinding(() => origin, marker),
    options.log,
  );
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers[marker.name.toLowerCase()] !== marker.value && (await worker.handle(req, res))) return;
    await handleRequest(site, req, res);
  };
  const server = createServer((req, res) => {
    if (options.middleware?.(req, res)) return;
    serve(req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
          .end('Server error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${host}:${address.port}`;
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
