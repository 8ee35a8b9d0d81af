import { afterEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_MS } from '../../../../edge/pagespeed/config';
import { createPageSpeedProxy } from '../../../../edge/pagespeed/handler';
import { defaultResultCache, MemoryResultCache, type EdgeCache } from '../../../../edge/pagespeed/result-cache';

const result = (body: string, fetchedAt = 0) => ({ body, contentType: 'application/json', fetchedAt });

/** The Workers Cache API as Cloudflare's runtime offers it: match and put by request URL, honouring max-age. */
function fakeEdgeCache(now: () => number): EdgeCache & { store: Map<string, { response: Response; until: number }> } {
  const store = new Map<string, { response: Response; until: number }>();
  return {
    store,
    async match(request) {
      const hit = store.get(request.url);
      return hit && hit.until > now() ? hit.response.clone() : undefined;
    },
    async put(request, response) {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1] ?? 0);
      store.set(request.url, { response, until: now() + maxAge * 1000 });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the in-memory cache', () => {
  it('keeps results for 10 minutes', async () => {
    let now = 0;
    const cache = new MemoryResultCache(() => now);
    await cache.put('k', result('{}'));
    now = WINDOW_MS - 1;
    expect(await cache.get('k')).toMatchObject({ body: '{}' });
    now = WINDOW_MS;
    expect(await cache.get('k')).toBeUndefined();
  });

  it('is bounded: the least recently used go first', async () => {
    const cache = new MemoryResultCache(() => 0, 10);
    await cache.put('a', result('aaaa'));
    await cache.put('b', result('bbbb'));
    await cache.get('a');
    await cache.put('c', result('cccc'));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('c')).toBeDefined();
    await cache.put('huge', result('x'.repeat(11)));
    expect(await cache.get('huge')).toBeUndefined();
  });
});

describe('on Cloudflare (caches.default)', () => {
  it("shares results through the data centre's cache, keyed on the request's own origin, stored after the answer", async () => {
    let now = 1_000_000;
    const edge = fakeEdgeCache(() => now);
    vi.stubGlobal('caches', { default: edge });
    const cache = defaultResultCache('https://chinook.example', () => now, new MemoryResultCache(() => now));
    const waited: Promise<unknown>[] = [];
    await cache.put('mobile https://example.com/', result('{"lighthouseResult":{}}', now), {
      waitUntil: (p) => void waited.push(p),
    });
    expect(waited).toHaveLength(1);
    await Promise.all(waited);
    expect([...edge.store.keys()]).toEqual([
      `https://chinook.example/__pagespeed-cache/${encodeURIComponent('mobile https://example.com/')}`,
    ]);

    // Another isolate (its own memory) finds it, with the upstream's time kept.
    now += 30_000;
    const other = defaultResultCache('https://chinook.example', () => now, new MemoryResultCache(() => now));
    expect(await other.get('mobile https://example.com/')).toEqual(result('{"lighthouseResult":{}}', 1_000_000));
  });

  it('serves a second isolate from the edge cache with the right Age', async () => {
    let now = Date.parse('2025-11-25T10:00:00Z');
    vi.stubGlobal('caches', { default: fakeEdgeCache(() => now) });
    const upstream = vi.fn(async () => Response.json({ lighthouseResult: { categories: {} } }));
    const config = {
      route: '/api/pagespeed',
      siteOrigin: 'https://chinook.example',
      allowedOrigins: [],
      quota: 10,
      upstream: 'https://psi.example/run',
    };
    const ask = (isolate: ReturnType<typeof createPageSpeedProxy>) =>
      isolate.fetch(
        new Request('https://chinook.example/api/pagespeed?url=https://example.com&strategy=mobile'),
        {},
        { waitUntil: () => undefined },
      );
    expect((await ask(createPageSpeedProxy(config, { fetch: upstream, now: () => now }))).headers.get('Age')).toBe('0');
    now += 42_000;
    expect((await ask(createPageSpeedProxy(config, { fetch: upstream, now: () => now }))).headers.get('Age')).toBe(
      '42',
    );
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});
