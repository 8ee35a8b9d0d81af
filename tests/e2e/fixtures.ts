import { test as base, expect, type Page } from '@playwright/test';

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
    if (storedConsent) {
      await page.addInitScript((choice) => {
        if (!window.localStorage.getItem('cookie-consent')) {
          window.localStorage.setItem('cookie-consent', choice);
          window.localStorage.setItem('analytics-consent', String(choice === 'accepted'));
        }
      }, storedConsent);
    }
    await use(page);
  },
  consoleGuard: [
    async ({ page, allowConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = `${message.type()}: ${message.text()} (${message.location().url})`;
        if (!allowConsole.some((re) => re.test(text))) problems.push(text);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use();
      expect(problems, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

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
