import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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
