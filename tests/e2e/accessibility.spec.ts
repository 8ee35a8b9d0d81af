import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { axeViolations as violations } from './axe';
import { expect, NOT_FOUND_LOG, openSharedPage, test } from './fixtures';
import { siteRoutes, templateRoutes } from './routes';

const WIDTHS = [390, 1280];
const routes = await siteRoutes();
const onePerTemplate = await templateRoutes();

test.use({ allowConsole: [NOT_FOUND_LOG] });

// Every route, whole page, as a visitor who made a cookie choice sees it: on a phone, and for one
// page of each template also on a laptop (the page is resized in place: media queries apply as
// on a fresh load). What changes with the width is the template's layout; what changes from page
// to page of one template is content, which the phone-width scan of every page reads.
// The routes are visited in turn by one page in each half of the list (a context of its own per
// route cost more than the scan), a test per route.
const HALVES = [routes.slice(0, Math.ceil(routes.length / 2)), routes.slice(Math.ceil(routes.length / 2))];
for (const [half, list] of HALVES.entries())
  test.describe(`axe-core, WCAG 2.2 AA and best practices, after a cookie choice (${half + 1} of 2)`, () => {
    test.describe.configure({ mode: 'default' });
    let shared: Awaited<ReturnType<typeof openSharedPage>>;
    test.beforeAll(async ({ browser }, info) => {
      shared = await openSharedPage(browser, info, { storedConsent: 'rejected', allowConsole: [NOT_FOUND_LOG] });
    });
    test.afterAll(() => shared.close());

    for (const route of list) {
      const widths = onePerTemplate.includes(route) ? WIDTHS : WIDTHS.slice(0, 1);
      test(`${route} has no violations at ${widths.join(' and ')} px`, async () => {
        const { page } = shared;
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(route);
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          expect(await violations(page), `${width} px`).toEqual([]);
        }
        expect(shared.problems(), 'console errors and warnings').toEqual([]);
      });
    }
  });

// The banner over one page of each template (what surrounds it differs by template only): the
// banner itself is what a first visit adds to a page.
test.describe('axe-core, with the consent banner shown', () => {
  test.use({ storedConsent: null });
  for (const route of onePerTemplate) {
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
