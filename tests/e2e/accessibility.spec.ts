import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, NOT_FOUND_LOG, test } from './fixtures';
import { siteRoutes } from './routes';

/** WCAG 2.2 A and AA plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const routes = await siteRoutes();

async function violations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

/*
 * Every route at 390 and 1280 px, first visit and after a cookie choice. While the banner is
 * shown it is what changes on the page, so axe scans the banner in place; after the choice it
 * scans the whole page. One test per route keeps the browser context (and the suite) cheap.
 */
test.describe('axe-core, WCAG 2.2 AA and best practices', () => {
  test.use({ storedConsent: null, allowConsole: [NOT_FOUND_LOG] });

  for (const route of routes) {
    test(`${route} has no violations at 390 and 1280 px, with the banner shown and after a choice`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(route);
        const banner = page.getByRole('region', { name: 'We value your privacy' });
        await expect(banner).toBeVisible();
        expect(await violations(page, '.consent'), `${width} px, banner shown`).toEqual([]);
        await banner.getByRole('button', { name: 'Reject All' }).click();
        await expect(banner).toBeHidden();
        expect(await violations(page), `${width} px, after a choice`).toEqual([]);
        await page.evaluate(() => window.localStorage.clear());
      }
    });
  }
});
