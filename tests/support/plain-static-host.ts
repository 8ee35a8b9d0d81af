import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentType } from '../../cli/preview/mime';

/**
 * How a static host without rules maps a URL path to a file of the site (no `_redirects`, no
 * `_headers`, ever):
 *
 * - `bare`, the strictest reasonable host: Amazon S3 static website hosting (index document
 *   `index.html`, error document `404.html`), or nginx with `try_files $uri $uri/ =404` and
 *   `error_page 404 /404.html`. A file by its exact path; a folder that has an `index.html`
 *   redirects `/x` to `/x/` and serves that file at `/x/`; anything else is `404.html` with status
 *   404. So even `/about` is a miss (the file is `about.html`): the 404 page has to send the
 *   visitor on. (nginx answers a folder without `index.html` with 403; S3 with 404, as here.)
 * - `github-pages`: the same, but `/x` is also served from `x.html` (before a folder `x/`), as
 *   GitHub Pages does; `/x/` is still a miss when only `x.html` exists.
 *
 * Only the root 404.html answers misses (GitHub Pages and S3 know no nearer one).
 */
export type PlainHostKind = 'bare' | 'github-pages';

export interface PlainHost {
  url: string;
  close(): Promise<void>;
}

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

type Answer = { status: 200 | 404; file: string } | { status: 301; location: string } | { status: 400 };

async function answer(root: string, kind: PlainHostKind, urlPath: string): Promise<Answer> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400 };
  }
  const segments = decoded.split('/');
  if (!decoded.startsWith('/') || segments.some((s) => s === '..' || s.includes('\\') || s.includes('\0')))
    return { status: 400 };
  const target = path.join(root, ...segments);
  const notFound = { status: 404 as const, file: path.join(root, '404.html') };
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? { status: 200, file: index } : notFound;
  }
  if (await isFile(target)) return { status: 200, file: target };
  if (kind === 'github-pages' && (await isFile(`${target}.html`))) return { status: 200, file: `${target}.html` };
  if (await isFile(path.join(target, 'index.html'))) return { status: 301, location: `${urlPath}/` };
  return notFound;
}

/** Serves `root` on 127.0.0.1 (a free port) as a plain static host of the given kind does. */
export async function startPlainStaticHost(root: string, kind: PlainHostKind): Promise<PlainHost> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host.invalid');
    answer(root, kind, url.pathname)
      .then(async (result) => {
        if (result.status === 400) res.writeHead(400).end();
        else if (result.status === 301) res.writeHead(301, { Location: `${result.location}${url.search}` }).end();
        else {
          const body = await readFile(result.file);
          // GitHub Pages' caching (S3 sends validators only): assets are reused between pages, as in a real visit.
          res.writeHead(result.status, {
            'Content-Type': contentType(result.file),
            'Content-Length': body.length,
            'Cache-Control': 'max-age=600',
          });
          res.end(req.method === 'HEAD' ? undefined : body);
        }
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
