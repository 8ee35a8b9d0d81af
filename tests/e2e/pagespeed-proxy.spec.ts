import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import YAML from 'yaml';
import { PAGESPEED_PROXY_PATH } from '../../templates/model/site-config';
import { fill, type CheckerContent } from '../../widgets/checker/checker-content';
import { pageSpeedRequestUrl } from '../../widgets/checker/pagespeed-client';
import type { Strategy } from '../../widgets/checker/pagespeed-types';
import { RECENT_AFTER_SECONDS } from '../../widgets/checker/time-text';
import { runCli } from '../support/cli';
import { distFiles } from '../support/dist-files';
import { REPO_ROOT } from '../support/fixtures';
import { startMockPageSpeed } from '../support/mock-pagespeed';
import { startWorkersAssets } from '../support/workers-assets-runtime';
import { startWorkersRuntime } from '../support/workers-runtime';
import { expect, reachIslands, test } from './fixtures';

/**
 * Issue 23: the website checker through the site's own PageSpeed proxy, end to end. The real
 * site is built with `pagespeed.proxy` on (dist/_worker.js) and run three times, each time with a
 * fresh cache and quota: in the Workers runtime itself (workerd through Miniflare) as Cloudflare
 * Pages runs it (tests/support/workers-runtime.ts) and as Workers with static assets run it from
 * the build's wrangler.jsonc, the quota in a Durable Object (tests/support/workers-assets-runtime.ts,
 * issue 39), and under `site preview`. The upstream is the mock
 * PageSpeed API (tests/support/mock-pagespeed.ts), named by `PAGESPEED_UPSTREAM`; the key is a
 * secret of the runtime. In each, Chromium analyses a site, analyses it again (the proxy's cache
 * answers), analyses distinct sites until the quota is spent, and gets the busy message; the key
 * is in no answer the browser got, no line the runtime printed and no file of the build. The last
 * tests time one analysis through the proxy in the Workers runtime, cold and cached, in both
 * deploy forms (printed).
 *
 * The quota counts analyses (edge/pagespeed/quota.ts): an address in both strategies, as the
 * checker asks for them, counts once (two upstream calls), and answers from the cache are free.
 * So with the default quota of 10, the eleventh distinct address in ten minutes is refused.
 */

const content = YAML.parse(readFileSync(path.join(REPO_ROOT, 'content/data/checker.yaml'), 'utf8')) as CheckerContent;
const siteYaml = YAML.parse(readFileSync(path.join(REPO_ROOT, 'content/site.yaml'), 'utf8')) as {
  pagespeed?: { quota?: number };
};
/** Analyses per client address per 10 minutes: site.yaml's `pagespeed.quota`, or the default. */
const QUOTA = siteYaml.pagespeed?.quota ?? 10;
/** The proxy's route (Cloudflare Pages: `_routes.json` sends its folder to the worker). */
const API = PAGESPEED_PROXY_PATH;
/** Recognisable, and unique to this run so nothing else can contain it by chance. */
const SECRET = `e2e-secret-pagespeed-key-${process.pid}-${Date.now().toString(36)}`;
const CATEGORIES = ['accessibility', 'best-practices', 'performance', 'seo'];

const TOO_MANY = /Failed to load resource: the server responded with a status of 429/;
const results = (page: Page) => page.getByRole('heading', { name: content.results.heading });
const errorCard = (page: Page) => page.getByRole('heading', { name: content.error.title });
/** The recency note's text around its {age}. */
const recentNote = new RegExp(
  content.results.recent
    .split('{age}')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+'),
);

// In order, in one worker (one build); a failing test does not stop the others.
test.describe.configure({ mode: 'default' });
test.use({ allowConsole: [TOO_MANY] });

interface Running {
  url: string;
  /** Everything the runtime printed: workerd's output (the worker's console), or the preview process's. */
  output(): string;
  stop(): Promise<void>;
}

interface Reply {
  strategy: string;
  host: string;
  status: number;
  age: string | null;
  retryAfter: string | null;
  body: string;
  /** When Chromium started the request (ms since the epoch). */
  sentAt: number;
  /** Chromium's time from sending the request to the last byte of the answer. */
  ms: number;
}

let work: string;
let dist: string;
let buildOutput = '';
let mock: Awaited<ReturnType<typeof startMockPageSpeed>>;
/** Runtimes not stopped yet (a test that timed out leaves its own): afterAll stops them. */
const running = new Set<Running>();

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mock = await startMockPageSpeed();
  // Not below tests/: a build writes no source folder (see claimOutputFolder).
  work = await mkdtemp(path.join(tmpdir(), 'pagespeed-proxy-'));
  dist = path.join(work, 'dist');
  // site.yaml's endpoint is the mock too, on a path of its own: the runtimes' PAGESPEED_UPSTREAM must win.
  const build = await runCli(
    [
      'build',
      '--out',
      dist,
      '--set',
      'pagespeed.proxy=true',
      '--set',
      `pagespeed.endpoint=${new URL(mock.endpoint).origin}/site-yaml/runPagespeed`,
      '--set',
      'analytics.measurementId=',
    ],
    { env: { PAGESPEED_API_KEY: SECRET }, timeoutMs: 110_000 },
  );
  buildOutput = build.stdout + build.stderr;
  expect(build.code, `site build failed:\n${buildOutput}`).toBe(0);
});

test.afterAll(async () => {
  await Promise.all([...running].map((runtime) => runtime.stop()));
  await mock?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** `site preview` as a maintainer runs it, the key and upstream in its environment; resolves with its URL. */
async function startSitePreview(): Promise<Running> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO_ROOT, 'cli/bin/site.js'), 'preview', '--out', dist, '--port', '0'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1', PAGESPEED_API_KEY: SECRET, PAGESPEED_UPSTREAM: mock.endpoint },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`site preview did not start within 30 s:\n${printed}`));
    }, 30_000);
    const read = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const at = /Serving .* at (http:\/\/\S+?)\/?\s/.exec(printed)?.[1];
      if (at) {
        clearTimeout(timer);
        resolve(at);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`site preview exited (${child.exitCode}):\n${printed}`)));
  });
  return {
    url,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a runtime that afterAll stops if its test does not. */
async function launch(start: () => Promise<Running>): Promise<Running> {
  const runtime = await start();
  const tracked: Running = {
    ...runtime,
    stop: async () => {
      if (!running.delete(tracked)) return;
      await runtime.stop();
    },
  };
  running.add(tracked);
  return tracked;
}

async function startWorkers(): Promise<Running> {
  const runtime = await startWorkersRuntime({
    dist,
    bindings: { PAGESPEED_API_KEY: SECRET, PAGESPEED_UPSTREAM: mock.endpoint },
  });
  return { url: runtime.url, output: runtime.output, stop: runtime.dispose };
}

/** The Workers form: the build's wrangler.jsonc (static assets, the quota's Durable Object), its storage in memory. */
async function startWorkersForm(): Promise<Running> {
  const runtime = await startWorkersAssets({
    dist,
    bindings: { PAGESPEED_API_KEY: SECRET, PAGESPEED_UPSTREAM: mock.endpoint },
  });
  return { url: runtime.url, output: runtime.output, stop: runtime.dispose };
}

/** Keeps what the browser receives (status, URL, headers, body) to search for the key at the end. */
function record(page: Page): () => Promise<string[]> {
  const seen: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const headers = await response.allHeaders().catch(() => ({}));
        // Redirects and aborted requests have no body to read.
        const body = await response
          .body()
          .then((bytes) => bytes.toString('utf8'))
          .catch(() => '');
        seen.push(`${response.status()} ${response.url()}\n${JSON.stringify(headers)}\n${body}`);
      })(),
    );
  });
  return async () => {
    await Promise.all(pending);
    return seen;
  };
}

/** The key must be in nothing a visitor receives, nor in anything the runtime printed. */
function expectNoKey(seen: string[], output: string): void {
  expect(seen.length).toBeGreaterThan(0);
  expect(
    seen.filter((text) => text.includes(SECRET)).map((text) => text.slice(0, 300)),
    'answers holding the key',
  ).toEqual([]);
  expect(output.includes(SECRET), `the runtime printed the key:\n${output}`).toBe(false);
}

/** The proxy's answers for one host, in the order they arrive, until `stop`. */
function repliesFor(page: Page, host: string): { replies: Reply[]; stop(): void } {
  const replies: Reply[] = [];
  const listener = (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname !== API || !(url.searchParams.get('url') ?? '').includes(`//${host}`)) return;
    void (async () => {
      // A request the checker cancels (the other strategy, after a 429) may have its status but never its body: not a reply.
      const body = await response.text().catch(() => undefined);
      if (body === undefined) return;
      const timing = response.request().timing();
      replies.push({
        strategy: url.searchParams.get('strategy') ?? '',
        host,
        status: response.status(),
        age: await response.headerValue('age'),
        retryAfter: await response.headerValue('retry-after'),
        body,
        sentAt: timing.startTime,
        ms: timing.responseEnd >= 0 ? timing.responseEnd : NaN,
      });
    })();
  };
  page.on('response', listener);
  return { replies, stop: () => void page.off('response', listener) };
}

/**
 * Types the address and starts the analysis; resolves when the results (or, with `expectBusy`,
 * the error card) show and the proxy's answers are in. `ms`: from the first request to the
 * results on screen (the click itself may wait for the page to settle after a reset).
 */
async function analyse(page: Page, host: string, expectBusy = false): Promise<{ ms: number; replies: Reply[] }> {
  const again = page.getByRole('button', { name: content.results.again });
  if (await again.isVisible()) await again.click();
  const { replies, stop } = repliesFor(page, host);
  await page.getByLabel(content.form.label).fill(host);
  await page.getByRole('button', { name: content.form.submit }).click();
  // waitFor watches the page itself; expect's retries would round the time up to their intervals.
  await (expectBusy ? errorCard(page) : results(page)).waitFor({ state: 'visible', timeout: 15_000 });
  const shownAt = Date.now();
  // Each reply is kept once its body is read. After a 429 the other strategy's request is cancelled and may never answer.
  const intervals = [10, 25, 50, 100];
  if (expectBusy) await expect.poll(() => replies.length, { intervals }).toBeGreaterThan(0);
  else await expect.poll(() => replies.length, { intervals }).toBe(2);
  stop();
  return { ms: shownAt - Math.min(...replies.map((r) => r.sentAt)), replies };
}

test('the build writes the worker and its routes, and the key is in no file under dist/ nor in what the build printed', async () => {
  const files = await distFiles(dist);
  expect(files.has('_worker.js'), 'dist/_worker.js').toBe(true);
  expect(JSON.parse(files.get('_routes.json')?.toString('utf8') ?? '{}')).toMatchObject({
    version: 1,
    include: [`${path.posix.dirname(API)}/*`],
  });
  const withKey = [...files].filter(([, bytes]) => bytes.includes(SECRET)).map(([file]) => file);
  expect(withKey, 'files under dist/ holding the key').toEqual([]);
  expect(buildOutput.includes(SECRET), 'the build printed the key').toBe(false);
});

const upstreamCalls = (host: string) => mock.log.filter((entry) => entry.host === host);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

for (const [label, id, start] of [
  ['in the Workers runtime (Miniflare)', 'workers', startWorkers],
  ['in Workers with static assets (wrangler.jsonc, the quota in a Durable Object)', 'assets', startWorkersForm],
  ['under site preview', 'preview', startSitePreview],
] as const) {
  test(`${label}: the checker analyses through the proxy, shares a recent result, and is told when the quota is spent`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const runtime = await launch(start);
    const finish = record(page);
    const host = (n: number) => `${id}-${n}.proxy-e2e.example`;
    let seen: string[] = [];
    try {
      await page.goto(`${runtime.url}/website-checker`);
      await reachIslands(page, '[data-island=checker]');

      // (a) One analysis goes upstream once per strategy, with the secret key and the four categories.
      const cold = await analyse(page, host(1));
      const firstAt = Date.now();
      expect(cold.replies.map((r) => [r.strategy, r.status, r.age]).sort()).toEqual([
        ['desktop', 200, '0'],
        ['mobile', 200, '0'],
      ]);
      const calls = upstreamCalls(host(1));
      expect(calls.map((c) => c.strategy).sort()).toEqual(['desktop', 'mobile']);
      for (const call of calls) {
        expect(call.key, 'the upstream gets the key of the PAGESPEED_API_KEY secret').toBe(SECRET);
        expect([...call.categories].sort()).toEqual(CATEGORIES);
        expect(call.path, 'PAGESPEED_UPSTREAM, not the endpoint built in').toBe(new URL(mock.endpoint).pathname);
      }

      // (b) The same address again: both answers from the proxy's cache, with their Age; nothing upstream.
      await page.waitForTimeout(Math.max(0, firstAt + 1_100 - Date.now()));
      const cached = await analyse(page, host(1));
      expect(cached.replies.map((r) => [r.strategy, r.status]).sort()).toEqual([
        ['desktop', 200],
        ['mobile', 200],
      ]);
      for (const reply of cached.replies) {
        expect(Number(reply.age), `Age of the cached ${reply.strategy} answer`).toBeGreaterThanOrEqual(1);
        expect(reply.body, 'the cached body is the upstream body').toBe(
          cold.replies.find((r) => r.strategy === reply.strategy)!.body,
        );
      }
      expect(upstreamCalls(host(1))).toHaveLength(2);
      // The recency note shows from RECENT_AFTER_SECONDS on (widgets/checker/time-text.ts); a result seconds old has none.
      const age = Math.max(...cached.replies.map((r) => Number(r.age)));
      await expect(page.getByText(recentNote)).toHaveCount(age >= RECENT_AFTER_SECONDS ? 1 : 0);
      const timing = (name: string, run: { ms: number; replies: Reply[] }) =>
        `${name} ${Math.round(run.ms)} ms from request to results shown, requests ${run.replies.map((r) => `${r.strategy} ${Math.round(r.ms)} ms`).join(', ')}`;
      console.log(`[pagespeed proxy ${label}] ${timing('cold:', cold)}; ${timing('cached:', cached)}`);

      // (c) Distinct addresses up to the quota all go through; the next one gets the busy message.
      for (let n = 2; n <= QUOTA; n++) {
        const run = await analyse(page, host(n));
        expect(run.replies.map((r) => r.status)).toEqual([200, 200]);
      }
      const hosts = new Set(mock.log.filter((entry) => entry.host.startsWith(`${id}-`)).map((entry) => entry.host));
      expect(hosts.size).toBe(QUOTA);
      const refused = await analyse(page, host(QUOTA + 1), true);
      expect(upstreamCalls(host(QUOTA + 1)), 'a refused analysis never reaches the upstream').toEqual([]);
      const busyTexts = refused.replies.map((reply) => {
        expect(reply.status).toBe(429);
        const retryAfter = Number(reply.retryAfter);
        expect(
          Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 600,
          `Retry-After: ${reply.retryAfter}`,
        ).toBe(true);
        const body = JSON.parse(reply.body) as { error?: { code?: number; message?: string } };
        expect(body.error?.code).toBe(429);
        expect(typeof body.error?.message).toBe('string');
        // The wait in its largest whole unit, rounded up (content/data/checker.yaml's `time` words).
        const wait =
          retryAfter >= 60
            ? fill(content.time.minutes, { count: Math.ceil(retryAfter / 60) })
            : fill(content.time.seconds, { count: retryAfter });
        return fill(content.busy.message, { wait });
      });
      const shown = await page.locator('.cdw-error__message').textContent();
      expect(busyTexts).toContain(shown);
    } finally {
      seen = await finish();
      await runtime.stop();
    }
    // (d) Not in a header or body the browser got, nor in a line the runtime printed.
    expectNoKey(seen, runtime.output());
  });
}

for (const [form, start] of [
  ['Pages form', startWorkers],
  ['Workers form', startWorkersForm],
] as const) {
  test(`in the Workers runtime (${form}), one analysis through the proxy against the mock, cold and cached (timing)`, async () => {
    const runtime = await launch(start);
    // Miniflare keeps a CF-Connecting-IP the request brings: a client of its own, away from any quota spent.
    const headers = { 'CF-Connecting-IP': '198.51.100.23' };
    const seen: string[] = [];
    const get = async (host: string, strategy: string) => {
      const started = performance.now();
      const response = await fetch(
        `${runtime.url}${API}?url=${encodeURIComponent(`https://${host}/`)}&strategy=${strategy}`,
        { headers },
      );
      const body = await response.text();
      seen.push(`${response.status} ${response.url}\n${JSON.stringify([...response.headers])}\n${body}`);
      expect(response.status).toBe(200);
      return { ms: performance.now() - started, age: response.headers.get('age') };
    };
    const cold: number[] = [];
    const cached: number[] = [];
    const direct: number[] = [];
    let bytes = 0;
    try {
      for (let n = 1; n <= 5; n++) {
        const host = `timing-${n}.${form === 'Pages form' ? 'pages' : 'workers'}.proxy-e2e.example`;
        // The same analysis from the mock itself, without the proxy: what the proxy adds is the difference.
        let started = performance.now();
        const answers = await Promise.all(
          ['mobile', 'desktop'].map((s) =>
            fetch(pageSpeedRequestUrl(mock.endpoint, `https://direct-${host}/`, s as Strategy)).then((r) => r.text()),
          ),
        );
        direct.push(performance.now() - started);
        bytes = answers[0]!.length;
        // An analysis is both strategies at once, as the checker sends them.
        started = performance.now();
        const first = await Promise.all(['mobile', 'desktop'].map((s) => get(host, s)));
        cold.push(performance.now() - started);
        started = performance.now();
        const again = await Promise.all(['mobile', 'desktop'].map((s) => get(host, s)));
        cached.push(performance.now() - started);
        expect(first.map((r) => r.age)).toEqual(['0', '0']);
        expect(again.every((r) => r.age !== null)).toBe(true);
        expect(upstreamCalls(host)).toHaveLength(2);
      }
    } finally {
      await runtime.stop();
    }
    expectNoKey(seen, runtime.output());
    console.log(
      `[pagespeed proxy timing, Workers runtime, ${form}, one analysis = both strategies in parallel, mock upstream without delay ` +
        `(${Math.round(bytes / 1024)} KB per answer), median of 5] ` +
        `cold ${median(cold).toFixed(1)} ms (${cold.map((ms) => ms.toFixed(0)).join(', ')}), ` +
        `cached ${median(cached).toFixed(1)} ms (${cached.map((ms) => ms.toFixed(0)).join(', ')}), ` +
        `the mock alone ${median(direct).toFixed(1)} ms (${direct.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  });
}
