import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, NOT_FOUND_LOG, test } from './fixtures';
import { siteRoutes } from './routes';

/** WCAG 2.2 A and AA plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const routes = await siteRoutes();

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowConsole: [NOT_FOUND_LOG] });

    test.describe('with the consent banner shown', () => {
      test.use({ storedConsent: null });
      for (const route of routes) {
        test(`${route} has no axe violations`, async ({ page }) => {
          await page.goto(route);
          await expect(page.getByRole('region', { name: 'We value your privacy' })).toBeVisible();
          expect(await violations(page)).toEqual([]);
        });
      }
    });

    test.describe('after a cookie choice', () => {
      for (const route of routes) {
        test(`${route} has no axe violations`, async ({ page }) => {
          await page.goto(route);
          await page.waitForLoadState('load');
          expect(await violations(page)).toEqual([]);
        });
      }
    });
  });
}
