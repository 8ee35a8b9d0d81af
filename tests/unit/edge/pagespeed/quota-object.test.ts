import { describe, expect, it } from 'vitest';
import { WINDOW_MS } from '../../../../edge/pagespeed/config';
import type {
  DurableObjectNamespace,
  DurableObjectStub,
  DurableStorage,
} from '../../../../edge/pagespeed/durable-object';
import { DurableQuota } from '../../../../edge/pagespeed/global-quota';
import { PageSpeedQuota, WINDOW_KEY, type TakeRequest } from '../../../../edge/pagespeed/quota-object';

/** An object's storage in memory, with the alarm it was given. */
function memoryStorage() {
  const entries = new Map<string, unknown>();
  let alarm: number | undefined;
  const storage: DurableStorage = {
    get: async <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    put: async (key, value) => void entries.set(key, structuredClone(value)),
    deleteAll: async () => entries.clear(),
    setAlarm: async (time) => void (alarm = time),
  };
  return { storage, entries, alarm: () => alarm };
}

function quotaObject(limit = 2) {
  let now = Date.parse('2025-11-25T10:00:00Z');
  const store = memoryStorage();
  const object = new PageSpeedQuota({ storage: store.storage }, undefined, () => now);
  const take = (analysis: string, strategy = 'mobile') => object.take({ analysis, strategy, limit });
  return { object, store, take, start: now, advance: (ms: number) => void (now += ms) };
}

describe('the quota object (the Workers form)', () => {
  it('allows `limit` analyses in a window that opens with the first, then says when it ends', async () => {
    const { take, advance, store, start } = quotaObject();
    expect(await take('a')).toBeUndefined();
    advance(60_000);
    expect(await take('b')).toBeUndefined();
    advance(60_000);
    expect(await take('c')).toBe(WINDOW_MS / 1000 - 120);
    expect(store.entries.get(WINDOW_KEY)).toEqual({ count: 2, since: start });
    expect(store.alarm()).toBe(start + WINDOW_MS);
    advance(WINDOW_MS - 120_000);
    expect(await take('c')).toBeUndefined();
    expect(store.entries.get(WINDOW_KEY)).toEqual({ count: 1, since: start + WINDOW_MS });
    expect(store.alarm()).toBe(start + 2 * WINDOW_MS);
  });

  it('counts the other strategy of an analysis once, and the same strategy again as a new one', async () => {
    const { take } = quotaObject();
    expect(await take('a', 'mobile')).toBeUndefined();
    expect(await take('a', 'desktop')).toBeUndefined();
    expect(await take('a', 'mobile')).toBeUndefined();
    expect(await take('b', 'mobile')).toBeGreaterThan(0);
  });

  it('forgets the client when its alarm rings at the end of the window', async () => {
    const { object, take, store } = quotaObject();
    await take('a');
    await object.alarm();
    expect([...store.entries]).toEqual([]);
  });

  it('answers the worker over fetch, and refuses what is not a take', async () => {
    const { object } = quotaObject(1);
    const post = (body: unknown) =>
      object.fetch(new Request('https://quota.invalid/take', { method: 'POST', body: JSON.stringify(body) }));
    const take: TakeRequest = { analysis: 'a', strategy: 'mobile', limit: 1 };
    expect(await (await post(take)).json()).toEqual({});
    expect(await (await post({ ...take, analysis: 'b' })).json()).toEqual({ wait: WINDOW_MS / 1000 });
    expect((await post({ analysis: 'a' })).status).toBe(400);
  });
});

describe('the worker side of the global quota', () => {
  /** A binding whose every object is `stub`, logging the names asked for. */
  const namespace = (stub: DurableObjectStub) => {
    const names: string[] = [];
    const binding: DurableObjectNamespace = { idFromName: (name) => (names.push(name), name), get: () => stub };
    return { binding, names };
  };

  it("asks the client's object with a digest of the address, never the address itself", async () => {
    const bodies: string[] = [];
    const { binding, names } = namespace({
      fetch: async (_input, init) => (bodies.push(String(init?.body)), Response.json({ wait: 42 })),
    });
    const local = { take: () => undefined };
    expect(await new DurableQuota(binding, 3, local).take('2001:db8::/64', 'https://a.example/', 'mobile')).toBe(42);
    expect(names).toEqual(['2001:db8::/64']);
    const sent = JSON.parse(bodies[0]!) as TakeRequest;
    expect(sent).toEqual({ analysis: expect.stringMatching(/^[0-9a-f]{32}$/), strategy: 'mobile', limit: 3 });
    expect(bodies[0]).not.toContain('a.example');
  });

  it('counts in the isolate when the object fails, so a visitor is still bounded and never refused for it', async () => {
    const failing = namespace({ fetch: async () => Promise.reject(new Error('overloaded')) });
    const erring = namespace({ fetch: async () => new Response('no', { status: 500 }) });
    const local = { calls: 0, take: () => void local.calls++ };
    for (const { binding } of [failing, erring])
      expect(await new DurableQuota(binding, 3, local).take('198.51.100.1', 'https://a.example/', 'mobile')).toBe(
        undefined,
      );
    expect(local.calls).toBe(2);
  });
});
