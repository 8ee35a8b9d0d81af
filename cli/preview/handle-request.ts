import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerMap, setHeader, toOutgoing, type HeaderMap } from './header-map';
import { applyHeaderRules } from './header-rules';
import type { HeaderRule } from './headers-file';
import { notFoundPage } from './not-found-page';
import { matchRedirect, type RedirectRule } from '../lib/redirects-file';
import { parseRequestTarget, requestHostname } from './request-target';
import { resolveFile } from './resolve-file';
import { DEFAULT_CACHE_CONTROL, sendFile, type FileCaches, type WithRules } from './send-file';
import type { WatchedFile } from './watched-file';

/** The site being served: its folder, its rule files (re-read when they change) and caches. */
export interface PreviewSite extends FileCaches {
  root: string;
  headerRules: WatchedFile<HeaderRule[]>;
  redirectRules: WatchedFile<RedirectRule[]>;
}

const TEXT = 'text/plain; charset=utf-8';

/** A short text (or empty) response with the rules' headers; HEAD gets the same headers and no body. */
function sendText(req: IncomingMessage, res: ServerResponse, status: number, headers: HeaderMap, text: string): void {
  setHeader(headers, 'Content-Length', String(Buffer.byteLength(text)));
  res.writeHead(status, toOutgoing(headers));
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** The redirect's own path is decoded; encode each segment again so Location stays one valid URL path. */
const encodePath = (decoded: string) => decoded.split('/').map(encodeURIComponent).join('/');

/**
 * Answers one request the way Cloudflare Pages and Netlify do: only GET and HEAD; the target
 * checked before anything else; `_redirects` before files; clean URLs; the nearest 404.html (or a
 * status-404 rule's page) with status 404.
 * Every response gets the `_headers` rules matching the request's URL path.
 */
export async function handleRequest(site: PreviewSite, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = parseRequestTarget(req.url ?? '');
  const rules = target ? await site.headerRules.current() : [];
  const where = target && { path: target.path, hostname: requestHostname(req.headers.host) };
  const withRules: WithRules = (base) => (where ? applyHeaderRules(rules, where, base) : base);
  const text = () => withRules(headerMap({ 'Content-Type': TEXT, 'Cache-Control': DEFAULT_CACHE_CONTROL }));
  const redirect = (status: number, location: string) => {
    const headers = withRules(headerMap({ 'Cache-Control': DEFAULT_CACHE_CONTROL }));
    setHeader(headers, 'Location', location);
    sendText(req, res, status, headers, '');
  };

  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const headers = text();
    setHeader(headers, 'Allow', 'GET, HEAD');
    sendText(req, res, 405, headers, 'Method not allowed');
    return;
  }
  if (!target) {
    sendText(req, res, 400, text(), 'Bad request');
    return;
  }
  const rule = matchRedirect(target.path, await site.redirectRules.current());
  if (rule) {
    redirect(rule.status, rule.to + target.search);
    return;
  }
  const resolution = await resolveFile(site.root, target.path);
  if (resolution.kind === 'redirect') {
    redirect(301, encodePath(resolution.location) + target.search);
  } else if (resolution.kind === 'forbidden') {
    sendText(req, res, 400, text(), 'Bad request');
  } else if (resolution.kind === 'file' && (await sendFile(req, res, 200, resolution.path, withRules, site))) {
    return;
  } else {
    const page = await notFoundPage(site.root, target.path, await site.redirectRules.current());
    if (!page || !(await sendFile(req, res, 404, page, withRules, site))) sendText(req, res, 404, text(), 'Not found');
  }
}
