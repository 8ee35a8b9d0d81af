import { test as base, expect, type Browser, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';

type StoredConsent = 'accepted' | 'rejected' | null;

/**
 * Every test fails on a console error or warning, or an uncaught page error (hydration
 * mismatches surface there); a test that expects some lists them in `allowConsole`.
 * Visitors have already chosen "rejected" unless a test sets `storedConsent`, so the
 * banner does not cover what other tests look at.
 */
export const test = base.extend<{ allowConsole: RegExp[]; storedConsent: StoredConsent; consoleGuard: void }>({
  allowConsole: [[], { option: true }],
  storedConsent: ['rejected', { option: true }],
  page: async ({ page, storedConsent }, use) => {
    await storeConsent(page, storedConsent);
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems = guardConsole(page, allowConsole);
      try {
        await use();
      } finally {
        problems.stop();
      }
      expect([...problems], 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** The visitor's cookie choice, made before any script of the page runs (none: the banner shows). */
export async function storeConsent(page: Page, storedConsent: StoredConsent): Promise<void> {
  if (!storedConsent) return;
  await page.addInitScript((choice) => {
    if (!window.localStorage.getItem('cookie-consent')) {
      window.localStorage.setItem('cookie-consent', choice);
      window.localStorage.setItem('analytics-consent', String(choice === 'accepted'));
    }
  }, storedConsent);
}

/** The page's console errors and warnings (but those allowed) and uncaught errors, as they come. */
export function guardConsole(page: Page, allowConsole: readonly RegExp[]): string[] & { stop(): void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = `${message.type()}: ${message.text()} (${message.location().url})`;
    if (!allowConsole.some((re) => re.test(text))) problems.push(text);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return Object.assign(problems, {
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  });
}

/**
 * One page that a group of tests visits in turn, in one worker (`test.describe.configure({ mode:
 * 'default' })`), with the project's browser settings and the same guards as `page`: for walks
 * over many routes, where a page of its own per test (a browser context, a renderer process)
 * cost more than the visit. Each test reads `problems()` for what its own visit logged.
 */
export async function openSharedPage(
  browser: Browser,
  info: TestInfo,
  options: { storedConsent: StoredConsent; allowConsole?: readonly RegExp[] },
): Promise<{ page: Page; problems(): string[]; close(): Promise<void> }> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = info.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  await storeConsent(page, options.storedConsent);
  const logged = guardConsole(page, options.allowConsole ?? []);
  return {
    page,
    problems: () => logged.splice(0),
    close: () => context.close(),
  };
}

/**
 * Reaches the islands `selector` matches as a visitor does: scrolls each into view and moves the
 * pointer over it, which loads its code (nothing loads an island with the page, see
 * widgets/shared/island-loader.ts), then waits until every one is hydrated.
 */
export async function reachIslands(page: Page, selector: string): Promise<void> {
  const islands = page.locator(selector);
  await expect(islands.first()).toBeAttached();
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded();
    await island.hover();
  }
  await expect(page.locator(`${selector}:not([data-hydrated])`)).toHaveCount(0);
}

/** The 404 page answers with status 404, which Chromium logs as a failed resource load. */
export const NOT_FOUND_LOG = /Failed to load resource: the server responded with a status of 404/;

/** URLs of the stand-in services (tests/support/mock-services.ts). */
export const mockUrl = (path: string) => `${process.env.MOCK_URL}${path}`;

export { expect };
