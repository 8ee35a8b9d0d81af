import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { ownHeaders, send } from '../../../support/http';
import { tempDist, type TempDist } from '../../../support/temp-dist';

describe('preview methods', () => {
  let dist: TempDist;
  let server: PreviewServer;

  beforeAll(async () => {
    dist = await tempDist({
      'index.html': '<h1>home</h1>',
      'guide/index.html': '<h1>guide</h1>',
      'app.js': `export const x = "${'x'.repeat(5000)}";`,
      '404.html': `<h1>not found</h1>${' '.repeat(2000)}`,
      _redirects: '/old /guide/ 301\n',
      _headers: '/*\n  X-Frame-Options: DENY\n',
    });
    server = await startPreview({ root: dist.root, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await dist.remove();
  });

  it.each([
    ['a page', '/', {}],
    ['a compressed asset', '/app.js', { 'Accept-Encoding': 'br' }],
    ['a gzipped 404', '/nope', { 'Accept-Encoding': 'gzip' }],
    ['a _redirects rule', '/old', {}],
    ['a slash redirect', '/guide', {}],
    ['a bad request', '/%zz', {}],
  ])('HEAD answers %s with exactly the headers of GET and no body', async (_kind, target, headers) => {
    const get = await send(server.url, target, { headers });
    const head = await send(server.url, target, { method: 'HEAD', headers });
    expect(head.status).toBe(get.status);
    expect(ownHeaders(head.headers)).toEqual(ownHeaders(get.headers));
    expect(head.body.length).toBe(0);
    expect(Number(get.headers['content-length'])).toBe(get.body.length);
  });

  it('HEAD of a compressed asset says its coding and compressed length', async () => {
    const head = await send(server.url, '/app.js', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeLessThan(5000);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND'])(
    '%s gets 405 with Allow: GET, HEAD',
    async (method) => {
      const reply = await send(server.url, '/', { method });
      expect(reply.status).toBe(405);
      expect(reply.headers.allow).toBe('GET, HEAD');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers.etag).toBeUndefined();
    },
  );
});
