import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { axeViolations as violations } from './axe';
import { expect, NOT_FOUND_LOG, test } from './fixtures';
import { siteRoutes, templateRoutes } from './routes';

const WIDTHS = [390, 1280];
const routes = await siteRoutes();
const bannerRoutes = await templateRoutes();

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
      const banner = page.getByRole('region', { name: COPY.title });
      await expect(banner).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await violations(page, '.consent'), `${width} px`).toEqual([]);
      }
    });
  }
});

test('the scan itself finds a violation, so the tests above can fail', async ({ page }) => {
  await page.goto('/terms');
  expect(await violations(page)).toEqual([]);
  await page.evaluate(() =>
    document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg"><button></button>'),
  );
  expect(await violations(page)).toEqual([
    expect.stringMatching(/^button-name \(critical\)/),
    expect.stringMatching(/^image-alt \(critical\)/),
  ]);
});
