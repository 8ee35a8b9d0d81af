import type { Page } from '@playwright/test';
import { parsePolicy } from '../../templates/csp';
import { dataSet } from '../support/content-copy';
import { MOCK_SCHEDULER } from '../support/mock-services';
import { startPlainStaticHost, type PlainHost } from '../support/plain-static-host';
import { recordViolations } from './csp-violations';
import { expect, NOT_FOUND_LOG, reachIslands, test } from './fixtures';
import { siteRoutes } from './routes';

/**
 * A host that sends no headers at all (GitHub Pages, S3): the built site served by a plain
 * static server (tests/support/plain-static-host.ts, no `_headers`), where each page's own meta
 * policy is the whole CSP. Chromium enforces its strict script-src on every page, the page's
 * own scripts break none of it, and a script injected into a page does not run.
 */

const routes = await siteRoutes();
const TABS = 4;

// One pattern: Playwright would read a two-element array as [value, fixture options]. The
// injected scripts are refused with a console error each; the 404 pages answer with status 404.
test.use({
  allowConsole: [
    new RegExp(`${NOT_FOUND_LOG.source}|violates the following Content Security Policy directive|Refused to execute`),
  ],
});

let host: PlainHost;
test.beforeAll(async () => {
  host = await startPlainStaticHost(process.env.E2E_DIST!, 'github-pages');
});
test.afterAll(() => host?.close());

/** Adds an inline script to the page as an injection would; true if it ran. */
const injectInline = (page: Page) =>
  page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });

test('every page enforces its own strict script-src without a header, with no violation, and blocks an injected inline script', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const tabs = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => page.context().newPage())))];
  const queue = [...routes];
  const walk = async (tab: Page) => {
    const violations = await recordViolations(tab);
    for (let route = queue.shift(); route; route = queue.shift()) {
      const response = await tab.goto(`${host.url}${route}`, { waitUntil: 'load' });
      if (response?.headers()['content-security-policy']) problems.push(`${route}: the host sent a CSP header`);
      const meta = await tab.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      const scripts = parsePolicy(meta ?? '').get('script-src') ?? [];
      if (!scripts.length || scripts.some((s) => /unsafe|\*|^(data|blob|https?):$/.test(s)))
        problems.push(`${route}: script-src ${scripts.join(' ') || 'missing'}`);
      await tab.mouse.wheel(0, 4000);
      const seen = await violations();
      if (seen.length) problems.push(`${route}: ${seen.join('; ')}`);
      if (await injectInline(tab)) problems.push(`${route}: an injected inline script ran`);
      // The browser reports the violation in a task of its own: give it a moment.
      let reported = false;
      for (const deadline = Date.now() + 2_000; !reported && Date.now() < deadline; await tab.waitForTimeout(20))
        reported = (await violations()).some((v) => v.startsWith('script-src-elem blocked inline'));
      if (!reported) problems.push(`${route}: no violation reported for the injected script`);
    }
  };
  await Promise.all(tabs.map(walk));
  expect(problems).toEqual([]);
});

test('a script injected into the served page does not run, inline or as an attribute', async ({ page }) => {
  const violations = await recordViolations(page);
  // What a stored injection looks like: the markup arrives in the HTML the host serves.
  await page.route(`${host.url}/blog`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<body>',
      '<body><script>window.__injected = true</script><img src="/nope.png" alt="" onerror="window.__handler = true">',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${host.url}/blog`);
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline/),
        expect.stringMatching(/^script-src-attr blocked inline/),
      ]),
    );
  expect(await page.evaluate(() => Object.keys(window).filter((k) => k === '__injected' || k === '__handler'))).toEqual(
    [],
  );
  await expect(page.addScriptTag({ content: 'window.__injected = true' })).rejects.toThrow();
});

test('the booking widget opens the scheduler popup and its frame under the meta policy alone', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`${host.url}/embed`);
  await reachIslands(page, '[data-island=booking]');
  const book = page
    .locator('[data-island=booking][data-hydrated]')
    .first()
    .getByRole('button', { name: dataSet('booking').bookLabel });
  await book.hover();
  await page.waitForFunction(() => 'Calendly' in window);
  await book.click();
  const frame = page.frameLocator(`iframe[title="${MOCK_SCHEDULER.frame}"]`);
  await expect(frame.getByRole('heading', { name: MOCK_SCHEDULER.heading })).toBeVisible();
  expect(await violations()).toEqual([]);
});
