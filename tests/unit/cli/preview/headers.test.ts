import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePolicy } from '../../../../templates/csp';
import { loadThisConfig } from '../../../support/this-site';
import { renderHeaders } from '../../../../cli/pipeline/output/write-headers';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { ownHeaders, send } from '../../../support/http';
import { FIXTURES } from '../../../support/fixtures';
import { tempDist, type TempDist } from '../../../support/temp-dist';

// What the build writes for the fixture site, plus one page rule.
const { config } = await loadThisConfig(`${FIXTURES}/basic-site`, []);
const CSP = sitePolicy(config!);
const HEADERS = `${renderHeaders(config!)}\n/about\n  X-Page: about\n`;
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': CSP,
};

describe('preview sends the headers of dist/_headers, and only those plus its own', () => {
  let dist: TempDist;
  let server: PreviewServer;
  const warnings: string[] = [];

  beforeAll(async () => {
    dist = await tempDist({
      'index.html': '<h1>home</h1>',
      'about.html': '<h1>about</h1>',
      'guide/index.html': '<h1>guide</h1>',
      '404.html': '<h1>not found</h1>',
      'assets/app-AB12.js': 'console.log(1)',
      'embed/booking.js': 'window.x = 1',
      _redirects: '/old /about 301\n',
      _headers: HEADERS,
    });
    server = await startPreview({ root: dist.root, port: 0, log: (m) => warnings.push(m) });
  });
  afterAll(async () => {
    await server.close();
    await dist.remove();
  });

  it('a page: the security headers and the CSP, the default Cache-Control, and the host headers', async () => {
    const reply = await send(server.url, '/');
    expect(reply.status).toBe(200);
    expect(ownHeaders(reply.headers)).toEqual({
      ...SECURITY,
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-length': '13',
      etag: expect.stringMatching(/^"[\w-]{22}"$/),
      vary: 'Accept-Encoding',
    });
  });

  it('matches the request path, before clean URLs map /about to about.html', async () => {
    expect((await send(server.url, '/about')).headers['x-page']).toBe('about');
    expect((await send(server.url, '/about.html')).headers['x-page']).toBeUndefined();
  });

  it("a rule's Cache-Control replaces the default; several rules add up", async () => {
    const asset = await send(server.url, '/assets/app-AB12.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBe(CSP);
    const embed = await send(server.url, '/embed/booking.js');
    expect(embed.headers).toMatchObject({
      'cache-control': 'public, max-age=300, must-revalidate',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
  });

  it('applies to 304, 404, _redirects and clean-URL redirects, and 405', async () => {
    const first = await send(server.url, '/');
    const notModified = await send(server.url, '/', { headers: { 'If-None-Match': String(first.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect(ownHeaders(notModified.headers)).toEqual({
      ...SECURITY,
      'cache-control': 'no-cache',
      etag: first.headers.etag,
      vary: 'Accept-Encoding',
    });

    const missing = await send(server.url, '/nope');
    expect(missing.status).toBe(404);
    expect(ownHeaders(missing.headers)).toEqual({
      ...SECURITY,
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      'content-length': '18',
      vary: 'Accept-Encoding',
    });

    for (const [target, location] of [
      ['/old?x=1', '/about?x=1'],
      ['/guide', '/guide/'],
    ]) {
      const moved = await send(server.url, target!);
      expect(moved.status).toBe(301);
      expect(ownHeaders(moved.headers)).toEqual({
        ...SECURITY,
        'cache-control': 'no-cache',
        location,
        'content-length': '0',
      });
    }
    expect((await send(server.url, '/', { method: 'DELETE' })).headers['content-security-policy']).toBe(CSP);
  });

  it('re-reads _headers when it changes, and when dist/ is swapped for a new build', async () => {
    await dist.write('_headers', '/*\n  X-Version: 2\n');
    expect(ownHeaders((await send(server.url, '/')).headers)).toMatchObject({
      'x-version': '2',
      'cache-control': 'no-cache',
    });
    expect((await send(server.url, '/')).headers['content-security-policy']).toBeUndefined();

    // A rebuild renames a new folder into place: same path, new inodes.
    const staging = path.join(dist.dir, 'dist.tmp');
    await mkdir(staging);
    await writeFile(path.join(staging, 'index.html'), '<h1>home v3</h1>');
    await writeFile(path.join(staging, '_headers'), '/*\n  X-Version: 3\n');
    await rename(dist.root, path.join(dist.dir, 'dist.old'));
    await rename(staging, dist.root);
    await rm(path.join(dist.dir, 'dist.old'), { recursive: true });
    const reply = await send(server.url, '/');
    expect(reply.text).toBe('<h1>home v3</h1>');
    expect(reply.headers['x-version']).toBe('3');
  });

  it('reports bad _headers lines through its log', async () => {
    await dist.write('_headers', '/*\n  Content-Length: 1\n');
    await send(server.url, '/');
    expect(warnings).toContainEqual(expect.stringMatching(/^_headers:2: Content-Length is set by the server/));
  });
});
