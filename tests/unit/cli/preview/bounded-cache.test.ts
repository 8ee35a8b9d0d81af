import { describe, expect, it } from 'vitest';
import { BoundedCache } from '../../../../cli/preview/bounded-cache';

const bytes = (n: number) => Buffer.alloc(n);

describe('BoundedCache (compressed bodies, content hashes)', () => {
  it('never holds more than its byte bound, dropping the least recently used first', async () => {
    const cache = new BoundedCache<Buffer>(100, (b) => b.length);
    await cache.get('a', async () => bytes(40));
    await cache.get('b', async () => bytes(40));
    await cache.get('a', async () => bytes(999)); // a hit: `a` becomes the most recently used
    await cache.get('c', async () => bytes(40));
    expect(cache.weight).toBeLessThanOrEqual(100);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('does not store a value bigger than the whole bound, but still returns it', async () => {
    const cache = new BoundedCache<Buffer>(100, (b) => b.length);
    expect((await cache.get('big', async () => bytes(101))).length).toBe(101);
    expect(cache.size).toBe(0);
  });

  it('computes a key once for concurrent callers, and not again once stored', async () => {
    const cache = new BoundedCache<Buffer>(1000, (b) => b.length);
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return bytes(10);
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute)));
    await cache.get('k', compute);
    expect(runs).toBe(1);
    expect(new Set(results).size).toBe(1);
  });

  it('forgets a failed computation, so the next request tries again', async () => {
    const cache = new BoundedCache<string>(10, () => 1);
    await expect(cache.get('k', () => Promise.reject(new Error('disk')))).rejects.toThrow('disk');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });
});
