import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../../../cli/preview/accept-encoding';
import { isCompressible } from '../../../../cli/preview/compress';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { send } from '../../../support/http';
import { tempDist, type TempDist } from '../../../support/temp-dist';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(', ')}];\n`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=1', 'br'],
    ['identity', 'identity'],
    ['identity;q=0, gzip', 'gzip'],
    ['identity, gzip;q=0.5', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=2, gzip', 'gzip'],
    ['br;q=abc', 'identity'],
    ['br ; q = 0.3 , gzip ; q=0.2', 'br'],
  ])('%j -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('treats text, JavaScript, JSON, XML, SVG and web manifests as compressible, not images or fonts', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'text/javascript',
      'application/json',
      'application/xml',
      'application/rss+xml',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(isCompressible(type), type).toBe(true);
    }
    for (const type of ['image/png', 'font/woff2', 'application/octet-stream', undefined])
      expect(isCompressible(type), type).toBe(false);
  });
});

describe('preview compression', () => {
  let dist: TempDist;
  let server: PreviewServer;

  beforeAll(async () => {
    dist = await tempDist({
      'index.html': '<h1>small</h1>',
      'app.js': SCRIPT,
      'logo.svg': SVG,
      'photo.png': Buffer.alloc(4096, 7),
    });
    server = await startPreview({ root: dist.root, port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await dist.remove();
  });

  it('sends br, then gzip, decompressing to the exact bytes, with a matching Content-Length', async () => {
    const br = await send(server.url, '/app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gzip = await send(server.url, '/logo.svg', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('image/svg+xml');
    expect(gunzipSync(gzip.body).toString()).toBe(SVG);
  });

  it('sends identity when the client asks for it, or for nothing it can send', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const reply = await send(server.url, '/app.js', { headers: { 'Accept-Encoding': accept } });
      expect(reply.headers['content-encoding'], accept).toBeUndefined();
      expect(reply.text).toBe(SCRIPT);
    }
    expect((await send(server.url, '/app.js')).headers['content-encoding']).toBeUndefined();
  });

  it('says Vary: Accept-Encoding on every compressible response, compressed or not, and on no other', async () => {
    expect((await send(server.url, '/app.js', { headers: { 'Accept-Encoding': 'br' } })).headers.vary).toBe(
      'Accept-Encoding',
    );
    expect((await send(server.url, '/app.js')).headers.vary).toBe('Accept-Encoding');
    const small = await send(server.url, '/', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    const png = await send(server.url, '/photo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });

  it('gives each coding its own ETag, so a 304 never confirms another representation', async () => {
    const tags = new Set<string>();
    for (const accept of ['br', 'gzip', 'identity']) {
      tags.add(String((await send(server.url, '/app.js', { headers: { 'Accept-Encoding': accept } })).headers.etag));
    }
    expect(tags.size).toBe(3);
    const br = await send(server.url, '/app.js', { headers: { 'Accept-Encoding': 'br' } });
    const revalidate = (accept: string) =>
      send(server.url, '/app.js', { headers: { 'Accept-Encoding': accept, 'If-None-Match': String(br.headers.etag) } });
    expect((await revalidate('br')).status).toBe(304);
    expect((await revalidate('gzip')).status).toBe(200);
  });
});
