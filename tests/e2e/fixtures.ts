import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or warning, or an uncaught page error (hydration
 * mismatches surface there). A test that expects some may list them in `allowConsole`.
 */
export const test = base.extend<{ allowConsole: RegExp[]; consoleGuard: void }>({
  allowConsole: [[], { option: true }],
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

/** The 404 page answers with status 404, which Chromium logs as a failed resource load. */
export const NOT_FOUND_LOG = /Failed to load resource: the server responded with a status of 404/;

export { expect };
