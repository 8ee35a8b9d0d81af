import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../cli/pipeline/content/load-config';
import { renderHeaders } from '../../../../cli/pipeline/output/write-headers';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request, so paths such as /../ reach the server unnormalised. */
function get(base: string, rawPath: string, method = 'GET'): Promise<Reply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('preview server', () => {
  let site: ScratchSite;
  let server: PreviewServer;

  beforeAll(async () => {
    site = await scratchSite();
    await mkdir(`${site.dir}/dist/blog`, { recursive: true });
    await writeFile(`${site.dir}/dist/index.html`, '<h1>home</h1>');
    await writeFile(`${site.dir}/dist/about.html`, '<h1>about</h1>');
    await writeFile(`${site.dir}/dist/blog.html`, '<h1>blog</h1>');
    await writeFile(`${site.dir}/dist/blog/1.html`, '<h1>post</h1>');
    await mkdir(`${site.dir}/dist/guide`);
    await writeFile(`${site.dir}/dist/guide/index.html`, '<h1>guide</h1>');
    await writeFile(`${site.dir}/dist/404.html`, '<h1>not found</h1>');
    await writeFile(`${site.dir}/dist/app.js`, 'export {}');
    await writeFile(`${site.dir}/dist/.env`, 'SECRET=1');
    await writeFile(`${site.dir}/secret.txt`, 'outside');
    await writeFile(`${site.dir}/dist/_redirects`, '/old /about 301\n/legacy/* / 301\n');
    const { config } = await loadConfig(site.content, []);
    await writeFile(`${site.dir}/dist/_headers`, renderHeaders(config!));
    server = await startPreview({ root: `${site.dir}/dist`, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await site.remove();
  });

  it('listens on 127.0.0.1 with the port it was given (0 = any free port)', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves clean URLs: /about -> about.html, /guide/ -> guide/index.html, / -> index.html', async () => {
    expect((await get(server.url, '/about')).body).toBe('<h1>about</h1>');
    expect((await get(server.url, '/blog/1')).body).toBe('<h1>post</h1>');
    expect((await get(server.url, '/guide/')).body).toBe('<h1>guide</h1>');
    const home = await get(server.url, '/?utm_source=x');
    expect(home.body).toBe('<h1>home</h1>');
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('redirects to the slash form that exists', async () => {
    expect(await get(server.url, '/guide')).toMatchObject({ status: 301, headers: { location: '/guide/' } });
    expect(await get(server.url, '/about/')).toMatchObject({ status: 301, headers: { location: '/about' } });
    expect(await get(server.url, '/blog/1/')).toMatchObject({ status: 301, headers: { location: '/blog/1' } });
  });

  it('honours _redirects, exact and splat, keeping the query', async () => {
    expect(await get(server.url, '/old?x=1')).toMatchObject({ status: 301, headers: { location: '/about?x=1' } });
    expect(await get(server.url, '/legacy/a/b')).toMatchObject({ status: 301, headers: { location: '/' } });
    expect(await get(server.url, '/legacy')).toMatchObject({ status: 301, headers: { location: '/' } });
  });

  it('answers 404.html with status 404 for misses', async () => {
    expect(await get(server.url, '/nope')).toMatchObject({ status: 404, body: '<h1>not found</h1>' });
    expect(await get(server.url, '/blog/9')).toMatchObject({ status: 404 });
    expect(await get(server.url, '/nope/')).toMatchObject({ status: 404 });
  });

  it('sends correct content types, and nosniff from the _headers the build writes', async () => {
    const js = await get(server.url, '/app.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/blog/..%2f..%2fsecret.txt',
    '/%2e%2e%5csecret.txt',
    '/a%00b',
    '/%E0%A4%A',
    '/.env',
  ])('never serves anything outside dist/ or hidden: %s', async (rawPath) => {
    const reply = await get(server.url, rawPath);
    expect(reply.body).not.toContain('outside');
    expect(reply.body).not.toContain('SECRET');
    expect([400, 404]).toContain(reply.status);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    expect(await get(server.url, '/about', 'HEAD')).toMatchObject({ status: 200, body: '' });
    expect(await get(server.url, '/about', 'POST')).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });
});
