import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST_FILES } from '../../cli/lib/output-names';
import { routeToFile } from '../../cli/pipeline/content/page';
import { applyHeaderRules } from '../../cli/preview/header-rules';
import { parseHeadersFile } from '../../cli/preview/headers-file';
import { startPreview, type PreviewServer } from '../../cli/preview/server';
import { runCli } from '../support/cli';
import { distFiles } from '../support/dist-files';
import { send, type Reply } from '../support/http';
import { startWorkersAssets, type WorkersAssetsRuntime } from '../support/workers-assets-runtime';
import { recordViolations } from './csp-violations';
import { expect, NOT_FOUND_LOG, test } from './fixtures';
import { otherForm, routeVisits, siteRoutes, templateRoutes } from './routes';

/**
 * Issue 39: the Workers form of a build (`wrangler.jsonc` and `.assetsignore` beside
 * `_worker.js`) run as Cloudflare runs Workers with static assets: wrangler turns the generated
 * config into Miniflare's options and workerd serves the folder with Cloudflare's own asset
 * server (tests/support/workers-assets-runtime.ts). The same routes, redirects, headers and CSP
 * hold as under `site preview`, which serves the same folder by Cloudflare Pages' rules; the
 * proxy itself is tested in this form in pagespeed-proxy.spec.ts.
 */

test.use({ allowConsole: [NOT_FOUND_LOG] });
test.describe.configure({ mode: 'default' });

let work: string;
let dist: string;
let workers: WorkersAssetsRuntime;
let preview: PreviewServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Not below tests/: a build writes no source folder (see claimOutputFolder).
  work = await mkdtemp(path.join(tmpdir(), 'workers-assets-'));
  dist = path.join(work, 'dist');
  const build = await runCli(['build', '--out', dist, '--include-internal', '--set', 'pagespeed.proxy=true'], {
    timeoutMs: 110_000,
  });
  expect(build.code, `site build failed:\n${build.stdout}${build.stderr}`).toBe(0);
  workers = await startWorkersAssets({ dist });
  preview = await startPreview({ root: dist, port: 0 });
});

test.afterAll(async () => {
  await workers?.dispose();
  await preview?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Follows redirects with HEAD (at most 5): the hops, where it ended and the last answer. */
async function follow(base: string, from: string): Promise<{ hops: Reply[]; at: string; reply: Reply }> {
  const hops: Reply[] = [];
  let at = from;
  let reply = await send(base, at, { method: 'HEAD' });
  while (reply.status >= 300 && reply.status < 400 && hops.length < 5) {
    hops.push(reply);
    at = new URL(String(reply.headers.location), `${base}${at}`).pathname;
    reply = await send(base, at, { method: 'HEAD' });
  }
  return { hops, at, reply };
}

test('every route in both forms and every redirect lands on its page, as under site preview', async () => {
  const problems: string[] = [];
  for (const { from, route, rule } of await routeVisits(dist)) {
    const [onWorkers, onPreview] = [await follow(workers.url, from), await follow(preview.url, from)];
    if (onWorkers.reply.status !== 200 || onWorkers.at !== route)
      problems.push(`${from}: ended on ${onWorkers.at} (${onWorkers.reply.status}), expected ${route}`);
    // A route's other form is one redirect away (a 307 from html_handling; Pages sends a 308, site preview a 301).
    if (otherForm(route) === from && onWorkers.hops.length !== 1)
      problems.push(`${from}: ${onWorkers.hops.length} redirects to ${route}`);
    // A _redirects rule answers with its own status, as under site preview.
    const [first, expected] = [onWorkers.hops[0]?.status, onPreview.hops[0]?.status];
    if (rule && first !== expected) problems.push(`${from}: first redirect ${first}, site preview ${expected}`);
  }
  expect(problems).toEqual([]);
});

/** The URL path of every file a visitor may ask for: pages by their route, the rest by name. */
async function servedPaths(): Promise<string[]> {
  const pages = new Set((await siteRoutes()).map(routeToFile));
  const hidden = new Set<string>([...HOST_FILES, '_headers', '_redirects']);
  const files = [...(await distFiles(dist)).keys()].filter((f) => !hidden.has(f) && !f.endsWith('.html'));
  return [...(await siteRoutes()), ...files.filter((f) => !pages.has(f)).map((f) => `/${f}`)];
}

test('every page and file gets the headers _headers gives it, CSP included; a miss the nearest 404 page', async () => {
  const rules = parseHeadersFile(await readFile(path.join(dist, '_headers'), 'utf8')).rules;
  const hostname = new URL(workers.url).hostname;
  const problems: string[] = [];
  const paths = await servedPaths();
  for (const urlPath of paths) {
    const reply = await send(workers.url, urlPath, { method: 'HEAD' });
    // The not-found pages too: asked for by name, they are pages (as under site preview and on Pages).
    if (reply.status !== 200) problems.push(`${urlPath}: ${reply.status}`);
    for (const { name, value } of applyHeaderRules(rules, { path: urlPath, hostname }, new Map()).values())
      if (reply.headers[name.toLowerCase()] !== value)
        problems.push(`${urlPath}: ${name} ${JSON.stringify(reply.headers[name.toLowerCase()])}, expected ${value}`);
  }
  expect(paths.length).toBeGreaterThan(100);
  expect(problems).toEqual([]);

  for (const [miss, page] of [
    ['/no-such-page', '404.html'],
    ['/cloud/no-such-provider', 'cloud/404.html'],
  ] as const) {
    const reply = await send(workers.url, miss);
    expect(reply.status, miss).toBe(404);
    expect(reply.text, miss).toBe(await readFile(path.join(dist, page), 'utf8'));
    expect(reply.headers['content-security-policy'], miss).toBe(
      (await send(preview.url, miss)).headers['content-security-policy'],
    );
  }
});

test("serves none of the host's files: the worker, Pages' routes, the Workers config, the rule files", async () => {
  for (const file of [...HOST_FILES, '_headers', '_redirects']) {
    const contents = await readFile(path.join(dist, file), 'utf8');
    const reply = await send(workers.url, `/${file}`);
    expect(reply.status, file).toBe(404);
    expect(reply.text.includes(contents), file).toBe(false);
  }
});

for (const route of await templateRoutes()) {
  test(`${route}: the page loads under its CSP with nothing violating it`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(`${workers.url}${route}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.mouse.wheel(0, 4000);
    expect(await violations()).toEqual([]);
  });
}
