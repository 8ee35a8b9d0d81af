import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { routeToFile } from '../../cli/pipeline/content/page';
import { parseHtml } from '../support/html';
import { send } from '../support/http';
import { startPlainStaticHost, type PlainHostKind } from '../support/plain-static-host';
import { expect, guardConsole, NOT_FOUND_LOG, test } from './fixtures';
import { otherForm, routeVisits } from './routes';

/**
 * Every route answers with and without its trailing slash, and every redirect of `_redirects`
 * lands on its page, on every kind of host: the preview server (Cloudflare Pages' and Netlify's
 * rules), and plain static hosts that read neither `_redirects` nor `_headers` and may map no
 * clean URLs (tests/support/plain-static-host.ts), where the 404 page's script does the work.
 */

test.use({ allowConsole: [NOT_FOUND_LOG] });

interface Landing {
  path: string;
  status: number;
  title: string;
  h1: string;
}

const dist = () => process.env.E2E_DIST!;
const SUBRESOURCES = ['css', 'woff2', 'avif', 'webp', 'jpg', 'png', 'svg', 'ico'];
const BLOCKED_LOG = /Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/;
const TABS = 4;

interface Expected {
  title: string;
  h1: string;
  /** The route's built file. */
  bytes: Buffer;
}

/** The title, h1 and bytes of each route, from its built file. */
async function expectedPages(routes: Iterable<string>): Promise<Map<string, Expected>> {
  const pages = new Map<string, Expected>();
  for (const route of new Set(routes)) {
    const bytes = await readFile(path.join(dist(), routeToFile(route)));
    const doc = parseHtml(bytes.toString('utf8'));
    pages.set(route, { title: doc.title, h1: doc.querySelector('h1')?.textContent?.trim() ?? '', bytes });
  }
  return pages;
}

/**
 * Whether the host answers `from` with the route's own file, status 200, at one of `paths`, after
 * its own redirects: what a browser then shows is that page, with nothing left to run. Visits
 * that meet a 404 page or a redirect stub need the browser, whose scripts and refreshes go on.
 */
async function servesItsFile(base: string, from: string, paths: readonly string[], expected: Expected) {
  let at = from;
  let reply = await send(base, at);
  for (let hops = 0; reply.status === 301 && hops < 5; hops += 1) {
    at = String(reply.headers.location);
    reply = await send(base, at);
  }
  return reply.status === 200 && paths.includes(at) && reply.body.equals(expected.bytes);
}

/**
 * A tab for the walk: where a visit lands is told by the document alone, so the tab loads no
 * stylesheet, image or font (a tenth of the walk's CPU time); its console is guarded.
 */
async function openTab(context: BrowserContext): Promise<{ page: Page; logged: string[] }> {
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: SUBRESOURCES.map((ext) => `*.${ext}`) });
  return { page: tab, logged: guardConsole(tab, [NOT_FOUND_LOG, BLOCKED_LOG]) };
}

/** Where the tab is now: path, the status of the document shown, title and h1 (null while it navigates). */
async function landing(page: Page): Promise<Landing | null> {
  try {
    return await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        path: location.pathname,
        status: nav?.responseStatus ?? 0,
        title: document.title,
        h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      };
    });
  } catch {
    return null;
  }
}

test('the preview server answers every route in both forms (one 301 to the canonical one) and every redirect', async () => {
  const base = process.env.PREVIEW_URL!;
  const problems: string[] = [];
  for (const { from, route } of await routeVisits(dist())) {
    const hops: string[] = [];
    let at = from;
    let reply = await send(base, at, { method: 'HEAD' });
    while (reply.status === 301 && hops.length < 5) {
      hops.push(at);
      at = String(reply.headers.location);
      reply = await send(base, at, { method: 'HEAD' });
    }
    if (reply.status !== 200 || at !== route)
      problems.push(`${from}: ${[...hops, at].join(' -> ')} (${reply.status}), expected ${route}`);
    // A route's other form is one redirect away from the route itself.
    if (otherForm(route) === from && hops.length !== 1) problems.push(`${from}: ${hops.length} redirects to ${route}`);
  }
  expect(problems).toEqual([]);
});

for (const kind of ['bare', 'github-pages'] as PlainHostKind[]) {
  test(`on a plain static host (${kind}), every route in both forms and every redirect ends on its page`, async ({
    context,
  }) => {
    test.setTimeout(120_000);
    const list = await routeVisits(dist());
    const pages = await expectedPages(list.map((v) => v.route));
    const host = await startPlainStaticHost(dist(), kind);
    const problems: string[] = [];
    let served = 0;
    // One context; a few tabs walk the list side by side (each visit mostly waits on the browser).
    const tabs = await Promise.all(Array.from({ length: TABS }, () => openTab(context)));
    const queue = [...list];
    const walk = async (tab: Page) => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { from, route } = next;
        const expected = pages.get(route)!;
        // The bare host serves /about only as /about.html: the 404 page sends the visitor there.
        const paths = kind === 'bare' ? [route, `/${routeToFile(route)}`] : [route];
        const arrived = (at: Landing | null) =>
          !!at && paths.includes(at.path) && at.status === 200 && at.h1 === expected.h1 && at.title === expected.title;
        if (await servesItsFile(host.url, from, paths, expected)) {
          served += 1;
          continue;
        }
        await tab.goto(`${host.url}${from}`, { waitUntil: 'domcontentloaded' });
        let last = await landing(tab);
        // A forwarding 404 page or redirect stub is still on its way: wait for the page it leads to.
        for (const deadline = Date.now() + 5_000; !arrived(last) && Date.now() < deadline; last = await landing(tab))
          await tab.waitForTimeout(25);
        if (!arrived(last))
          problems.push(`${from}: ended on ${JSON.stringify(last)}, expected ${paths.join(' or ')} "${expected.h1}"`);
      }
    };
    try {
      await Promise.all(tabs.map((tab) => walk(tab.page)));
    } finally {
      await Promise.all(tabs.map((tab) => tab.page.close()));
      await host.close();
    }
    expect(problems).toEqual([]);
    expect(
      tabs.flatMap((tab) => tab.logged),
      'console errors and warnings',
    ).toEqual([]);
    // Both ways were taken: files served as they are, and 404 pages and stubs followed in the browser.
    expect(
      [served, list.length - served].every((n) => n > 0),
      `${served} of ${list.length} served as files`,
    ).toBe(true);
  });
}
