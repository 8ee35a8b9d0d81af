import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, NOT_FOUND_LOG, test } from './fixtures';
import { siteRoutes, templateRoutes } from './routes';

/** WCAG 2.2 A and AA plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const WIDTHS = [390, 1280];
const routes = await siteRoutes();
const bannerRoutes = await templateRoutes();

async function violations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${v.help}`));
}

test.use({ allowConsole: [NOT_FOUND_LOG] });

// Every route, whole page, at both widths (the page is resized in place: media queries apply
// as on a fresh load), as a visitor who made a cookie choice sees it.
test.describe('axe-core, WCAG 2.2 AA and best practices, after a cookie choice', () => {
  for (const route of routes) {
    test(`${route} has no violations at 390 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(route);
      await page.waitForLoadState('load');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await violations(page), `${width} px`).toEqual([]);
      }
    });
  }
});

// The banner over one page of each template (what surrounds it differs by template only): the
// banner itself is what a first visit adds to a page.
test.describe('axe-core, with the consent banner shown', () => {
  test.use({ storedConsent: null });
  for (const route of bannerRoutes) {
    test(`the banner on ${route} has no violations at 390 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(route);
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await expect(banner).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await violations(page, '.consent'), `${width} px`).toEqual([]);
      }
    });
  }
});
