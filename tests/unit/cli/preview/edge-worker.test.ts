import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { parseOverrides } from '../../../../cli/lib/overrides';
import { HOST_FILES } from '../../../../cli/lib/output-names';
import { parseRoutes } from '../../../../cli/preview/edge-worker';
import { startPreview, type PreviewServer } from '../../../../cli/preview/server';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';
import { send } from '../../../support/http';
import { startMockPageSpeed } from '../../../support/mock-pagespeed';

const KEY = 'AIzaSyPreviewSecret_0123456789abcdefgh';
const analyse = (url: string, strategy = 'mobile') =>
  `/api/pagespeed?url=${encodeURIComponent(url)}&strategy=${strategy}`;

describe('site preview runs the built edge worker (dist/_worker.js) at /api/*', () => {
  let site: ScratchSite;
  let server: PreviewServer;
  let mock: Awaited<ReturnType<typeof startMockPageSpeed>>;
  const saved = { key: process.env.PAGESPEED_API_KEY, upstream: process.env.PAGESPEED_UPSTREAM };

  beforeAll(async () => {
    site = await scratchSite();
    mock = await startMockPageSpeed();
    await buildSite({
      contentDir: site.content,
      outDir: site.out,
      cacheDir: path.join(site.dir, 'cache'),
      workers: 0,
      overrides: parseOverrides(['pagespeed.proxy=true', 'pagespeed.quota=2']),
    });
    process.env.PAGESPEED_API_KEY = KEY;
    process.env.PAGESPEED_UPSTREAM = mock.endpoint;
    server = await startPreview({ root: site.out, port: 0 });
  });
  afterAll(async () => {
    for (const [name, value] of [
      ['PAGESPEED_API_KEY', saved.key],
      ['PAGESPEED_UPSTREAM', saved.upstream],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await server.close();
    await mock.close();
    await site.remove();
  });

  it('analyses through the local upstream with the key from the environment, then answers from the cache with Age', async () => {
    const first = await send(server.url, analyse('https://example.com'));
    expect(first.status).toBe(200);
    expect(first.headers.age).toBe('0');
    expect(first.headers['cache-control']).toBe('no-store');
    expect((JSON.parse(first.text) as { lighthouseResult?: unknown }).lighthouseResult).toBeDefined();
    expect(mock.log).toHaveLength(1);
    expect(mock.log[0]).toMatchObject({ host: 'example.com', strategy: 'mobile', key: KEY });
    expect(mock.log[0]!.categories.sort()).toEqual(['accessibility', 'best-practices', 'performance', 'seo']);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await send(server.url, analyse('https://example.com/'));
    expect(second.status).toBe(200);
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(1);
    expect(second.text).toBe(first.text);
    expect(mock.log).toHaveLength(1);
    expect(`${first.text}${JSON.stringify(first.headers)}${JSON.stringify(second.headers)}`).not.toContain(KEY);
  });

  it("counts the socket's address, whatever CF-Connecting-IP or X-Client-Address the client sends", async () => {
    expect((await send(server.url, analyse('https://example.com', 'desktop'))).status).toBe(200);
    expect(
      (await send(server.url, analyse('https://second.example'), { headers: { 'CF-Connecting-IP': '198.51.100.1' } }))
        .status,
    ).toBe(200);
    const refused = await send(server.url, analyse('https://third.example'), {
      headers: { 'CF-Connecting-IP': '198.51.100.2', 'X-Client-Address': '198.51.100.3' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 429 } });
  });

  it('answers a bad address with the JSON message, and other /api/ paths through the static files', async () => {
    const bad = await send(server.url, analyse('http://192.168.0.1/'));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toMatchObject({
      error: { code: 400, message: expect.stringContaining('public websites') },
    });
    const other = await send(server.url, '/api/other');
    expect(other.status).toBe(404);
    expect(other.headers['content-type']).toMatch(/^text\/html/);
    expect(other.headers['content-security-policy']).toBeDefined();
    expect((await send(server.url, '/blog')).status).toBe(200);
  });

  it("never serves the host's files: the worker, its routes, the Workers form's config and ignore list", async () => {
    for (const file of HOST_FILES) {
      const contents = await readFile(path.join(site.out, file), 'utf8');
      const reply = await send(server.url, `/${file}`);
      // A miss (404), or a dotfile refused outright (400).
      expect([400, 404], file).toContain(reply.status);
      expect(reply.text.includes(contents), file).toBe(false);
    }
  });

  it('loads the worker again when the file changes (a rebuild), and without it /api/* is a plain miss', async () => {
    const worker = path.join(site.out, '_worker.js');
    await writeFile(
      worker,
      "export default { async fetch(request) { return new Response('v2 ' + new URL(request.url).pathname); } };",
    );
    expect((await send(server.url, '/api/pagespeed')).text).toBe('v2 /api/pagespeed');
    await rm(worker);
    const miss = await send(server.url, analyse('https://example.com'));
    expect(miss.status).toBe(404);
    expect(miss.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe("_routes.json's rules", () => {
  it('include and exclude with * wildcards; exclude wins; no file means every path', () => {
    const routes = parseRoutes(
      JSON.stringify({ version: 1, include: ['/api/*', '/exact'], exclude: ['/api/private/*'] }),
    )!;
    expect(['/api/pagespeed', '/api/', '/exact'].map(routes)).toEqual([true, true, true]);
    expect(['/api', '/exact/', '/api/private/x', '/', '/apix'].map(routes)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(parseRoutes('')).toBeUndefined();
  });
});
