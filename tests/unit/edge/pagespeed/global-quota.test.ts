import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_MS, type ProxyConfig } from '../../../../edge/pagespeed/config';
import { WINDOW_KEY } from '../../../../edge/pagespeed/quota-object';
import { bundleEdge, workerPaths } from '../../../../cli/pipeline/bundle/bundle-edge';
import { workersFormFiles } from '../../../../cli/pipeline/bundle/workers-config';
import { pagespeedProxy } from '../../../../templates/model/edge';
import { FIXTURES } from '../../../support/fixtures';
import { loadThisConfig } from '../../../support/this-site';
import { parseOverrides } from '../../../../cli/lib/overrides';
import { send } from '../../../support/http';
import { startMockPageSpeed } from '../../../support/mock-pagespeed';
import { startWorkersAssets, type WorkersAssetsRuntime } from '../../../support/workers-assets-runtime';

/**
 * Issue 39: the Workers form counts each visitor in a Durable Object, run in workerd with the
 * worker and wrangler.jsonc the build writes (bundleEdge and workersFormFiles, as edgeFiles calls
 * them) and the object's storage persisted in a folder, so that a restart is a new workerd process.
 */
const QUOTA = 2;
const SECRET = `global-quota-secret-${process.pid}`;
const CONFIG: ProxyConfig = {
  route: '/api/pagespeed',
  siteOrigin: 'https://quota.example',
  allowedOrigins: [],
  quota: QUOTA,
  upstream: 'https://psi.invalid/runPagespeed',
};

let work: string;
let dist: string;
let mock: Awaited<ReturnType<typeof startMockPageSpeed>>;
const running = new Set<WorkersAssetsRuntime>();

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'global-quota-'));
  dist = path.join(work, 'dist');
  await mkdir(dist);
  // The site's declaration of its worker, with these settings baked in.
  const { config } = await loadThisConfig(`${FIXTURES}/basic-site`, parseOverrides(['pagespeed.proxy=true']));
  const worker = { ...pagespeedProxy(config!)!, settings: CONFIG };
  const files = [
    ...(await bundleEdge(worker)).files,
    ...workersFormFiles('Quota Test', worker, workerPaths(CONFIG.route)),
  ];
  for (const f of files) await writeFile(path.join(dist, f.path), f.contents);
  await writeFile(path.join(dist, '404.html'), '<!doctype html><title>Not found</title>');
  mock = await startMockPageSpeed();
});

afterEach(async () => {
  await Promise.all([...running].map((runtime) => runtime.dispose()));
  running.clear();
});

afterAll(async () => {
  await mock?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

async function start(persist?: string): Promise<WorkersAssetsRuntime> {
  const runtime = await startWorkersAssets({
    dist,
    bindings: { PAGESPEED_API_KEY: SECRET, PAGESPEED_UPSTREAM: mock.endpoint },
    probeStorage: true,
    ...(persist ? { persist } : {}),
  });
  running.add(runtime);
  return runtime;
}

/** One analysis request from `client` (its CF-Connecting-IP, as Cloudflare's edge sets it). */
const ask = (runtime: WorkersAssetsRuntime, client: string, host: string, strategy = 'mobile') =>
  send(runtime.url, `/api/pagespeed?url=${encodeURIComponent(`https://${host}/`)}&strategy=${strategy}`, {
    headers: { 'CF-Connecting-IP': client },
  });
const upstreamCalls = (host: string) => mock.log.filter((r) => r.host === host).length;

describe('the global quota (a Durable Object per visitor address)', () => {
  it('keeps the count in the object: a restart of the Worker still refuses, with Retry-After', async () => {
    const persist = path.join(work, 'persist-restart');
    const first = await start(persist);
    for (const host of ['one.restart.example', 'two.restart.example'])
      expect((await ask(first, '198.51.100.10', host)).status, host).toBe(200);
    const refused = await ask(first, '198.51.100.10', 'three.restart.example');
    expect(refused.status).toBe(429);
    await first.dispose();
    running.delete(first);

    const second = await start(persist);
    const again = await ask(second, '198.51.100.10', 'three.restart.example');
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Number(refused.headers['retry-after']));
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(JSON.parse(again.text)).toMatchObject({ error: { code: 429 } });
    expect(upstreamCalls('three.restart.example')).toBe(0);
  });

  it('counts two clients apart, an IPv6 client by its /64', async () => {
    const runtime = await start();
    for (const host of ['a.apart.example', 'b.apart.example']) await ask(runtime, '198.51.100.20', host);
    expect((await ask(runtime, '198.51.100.20', 'c.apart.example')).status).toBe(429);
    expect((await ask(runtime, '198.51.100.21', 'c.apart.example')).status).toBe(200);

    expect((await ask(runtime, '2001:db8:5:6::1', 'd.apart.example')).status).toBe(200);
    expect((await ask(runtime, '2001:db8:5:6:ffff::2', 'e.apart.example')).status).toBe(200);
    expect((await ask(runtime, '2001:db8:5:6::3', 'f.apart.example')).status).toBe(429);
    expect((await ask(runtime, '2001:db8:5:7::1', 'f.apart.example')).status).toBe(200);
  });

  it('counts mobile and desktop of one address once, and a client over quota still gets shared results free', async () => {
    const runtime = await start();
    const client = '198.51.100.30';
    for (const strategy of ['mobile', 'desktop'])
      expect((await ask(runtime, client, 'kept.shared.example', strategy)).status).toBe(200);
    expect((await ask(runtime, client, 'second.shared.example')).status).toBe(200);
    expect((await ask(runtime, client, 'third.shared.example')).status).toBe(429);

    // From the cache: the same answer with its Age, and no upstream run.
    const cached = await ask(runtime, client, 'kept.shared.example', 'desktop');
    expect(cached.status).toBe(200);
    expect(cached.headers.age).toBeDefined();
    expect(upstreamCalls('kept.shared.example')).toBe(2);

    // From a run in flight that another client started: the mock answers slow-* hosts late.
    const other = ask(runtime, '198.51.100.31', 'slow-400.shared.example');
    await expect.poll(() => upstreamCalls('slow-400.shared.example'), { interval: 10 }).toBe(1);
    const joined = await ask(runtime, client, 'slow-400.shared.example');
    expect(joined.status).toBe(200);
    expect((await other).status).toBe(200);
    expect(upstreamCalls('slow-400.shared.example')).toBe(1);
  });

  it("stores a count and a time, nothing else: no key, no address, no client's name", async () => {
    const runtime = await start();
    const client = '2001:db8:9:9::42';
    const before = Date.now();
    for (const strategy of ['mobile', 'desktop']) await ask(runtime, client, 'private.stored.example', strategy);
    const entries = await runtime.quotaStorage('2001:db8:9:9::/64');
    expect(entries).toEqual([[WINDOW_KEY, { count: 1, since: expect.any(Number) }]]);
    const since = (entries[0]![1] as { since: number }).since;
    expect(since).toBeGreaterThanOrEqual(before);
    expect(since).toBeLessThanOrEqual(Date.now());
    const stored = JSON.stringify(entries);
    for (const secret of [SECRET, 'stored.example', '2001:db8', 'desktop', 'mobile'])
      expect(stored.includes(secret), secret).toBe(false);
  });
});
