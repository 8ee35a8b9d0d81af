import type { Page } from '@playwright/test';
import { PAGER_LABELS } from '../../templates/ui-labels';
import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { expect, mockUrl, test } from './fixtures';

test.use({ storedConsent: 'accepted' });

/** Events pushed to dataLayer so far, as [name, params]. */
const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((e) => e[0] === 'event')
      .map((e) => [e[1], e[2]] as [string, Record<string, unknown>]),
  );
const names = async (page: Page) => (await events(page)).map((e) => e[0]);
/** Jumps to `fraction` of the scrollable height (no smooth scrolling) and resolves once the page has handled the scroll event. */
const scrollTo = (page: Page, fraction: number) =>
  page.evaluate(
    (f) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: f * (document.documentElement.scrollHeight - window.innerHeight), behavior: 'instant' });
      }),
    fraction,
  );

test('page_view, campaign source, first_visit, scroll milestones, cta_click and leaving times', async ({ page }) => {
  await page.goto('/blog/1?utm_source=newsletter&utm_medium=email&utm_campaign=fall');
  await expect.poll(() => names(page)).toEqual(['page_view', 'traffic_source', 'first_visit']);
  const [pageView, source] = await events(page);
  expect(pageView![1]).toMatchObject({ page_path: '/blog/1' });
  expect(source![1]).toEqual({ source: 'newsletter', medium: 'email', campaign: 'fall' });

  for (let i = 0; i < 12; i += 1) await page.mouse.wheel(0, 1500);
  await page.mouse.wheel(0, -200);
  await page.mouse.wheel(0, 5000);
  await expect
    .poll(async () => (await events(page)).filter((e) => e[0] === 'scroll').map((e) => e[1].percent_scrolled))
    .toEqual([25, 50, 75, 90]);

  await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
  await page.getByRole('link', { name: 'Check My Website Free' }).click();
  expect((await events(page)).at(-1)).toEqual(['cta_click', { cta: 'article_checker', page_path: '/blog/1' }]);

  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  const leaving = (await events(page)).slice(-2);
  expect(leaving.map((e) => e[0])).toEqual(['time_on_page', 'session_duration']);
  expect(Number.isInteger(leaving[0]![1].seconds)).toBe(true);

  await page.goto('/blog');
  await expect.poll(() => names(page)).toEqual(['page_view', 'return_visit']);
});

test('user_flow: a link from another page of the site sends from and to; a reload does not', async ({ page }) => {
  await page.goto('/blog');
  await expect.poll(() => names(page)).toEqual(['page_view', 'first_visit']);
  await page.getByRole('link', { name: PAGER_LABELS.page(2) }).click();
  await page.waitForURL('**/blog/page/2');
  await expect.poll(() => names(page)).toEqual(['page_view', 'traffic_source', 'return_visit', 'user_flow']);
  expect((await events(page)).at(-1)).toEqual(['user_flow', { from: '/blog', to: '/blog/page/2' }]);

  await page.reload();
  // Everything analytics sends at start goes out in one task: once return_visit is there, so would user_flow be.
  await expect.poll(() => names(page)).toEqual(['page_view', 'traffic_source', 'return_visit']);
});

test('engaged_visit: once, when the page has been visible 30 s and scrolled 50 %, with seconds, scroll_percent and page_path', async ({
  page,
}) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/blog/1');
  await expect.poll(() => names(page)).toEqual(['page_view', 'first_visit']);
  await page.clock.runFor(30_000);
  await scrollTo(page, 0.3);
  await expect
    .poll(async () => (await events(page)).filter((e) => e[0] === 'scroll').map((e) => e[1].percent_scrolled))
    .toEqual([25]);
  expect(await names(page), 'not before 50 %').not.toContain('engaged_visit');

  await scrollTo(page, 0.6);
  await expect
    .poll(async () => (await events(page)).filter((e) => e[0] === 'engaged_visit'))
    .toEqual([['engaged_visit', { seconds: 30, scroll_percent: 60, page_path: '/blog/1' }]]);
  await page.clock.runFor(60_000);
  await scrollTo(page, 1);
  await expect
    .poll(async () => (await events(page)).filter((e) => e[0] === 'scroll').map((e) => e[1].percent_scrolled))
    .toEqual([25, 50, 75, 90]);
  expect(
    (await names(page)).filter((n) => n === 'engaged_visit'),
    'once per page',
  ).toHaveLength(1);
});

test.describe('before and without consent', () => {
  test.use({ storedConsent: null });

  /** Counts the requests for the analytics script. */
  const watchAnalytics = (page: Page) => {
    const seen = { requests: 0 };
    page.on('request', (r) => {
      if (r.url().startsWith(mockUrl('/gtag/js'))) seen.requests += 1;
    });
    return seen;
  };

  test('user_flow and engaged_visit are not sent before consent; after Accept All they are, exactly', async ({
    page,
  }) => {
    const seen = watchAnalytics(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/blog');
    const banner = page.getByRole('region', { name: COPY.title });
    await expect(banner).toBeVisible();
    await page.getByRole('link', { name: PAGER_LABELS.page(2) }).click();
    await page.waitForURL('**/blog/page/2');
    await expect(banner).toBeVisible(); // the enhancement script has run on the new page
    await scrollTo(page, 1);
    await page.clock.runFor(31_000);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(seen.requests).toBe(0);

    await banner.getByRole('button', { name: COPY.accept }).click();
    await expect.poll(() => names(page)).toEqual(['page_view', 'traffic_source', 'first_visit', 'user_flow']);
    expect((await events(page)).at(-1)).toEqual(['user_flow', { from: '/blog', to: '/blog/page/2' }]);
    // Visible time counts from consent; the scroll made before it counts.
    await page.clock.runFor(29_000);
    expect(await names(page)).not.toContain('engaged_visit');
    await page.clock.runFor(1000);
    await expect
      .poll(async () => (await events(page)).at(-1))
      .toEqual(['engaged_visit', { seconds: 30, scroll_percent: 100, page_path: '/blog/page/2' }]);
    expect(seen.requests).toBe(1);
  });

  test('Reject All: neither is ever sent', async ({ page }) => {
    const seen = watchAnalytics(page);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/blog');
    const banner = page.getByRole('region', { name: COPY.title });
    await banner.getByRole('button', { name: COPY.reject }).click();
    await page.getByRole('link', { name: PAGER_LABELS.page(2) }).click();
    await page.waitForURL('**/blog/page/2');
    // The enhancement script has run on the new page: it shows the footer's "Cookie settings".
    await expect(page.getByRole('button', { name: COPY.reopen })).toBeVisible();
    await expect(banner).toBeHidden();
    await scrollTo(page, 1);
    await page.clock.runFor(31_000);
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
    expect(seen.requests).toBe(0);
  });
});
