import type { Page } from '@playwright/test';
import { expect, reachIslands, test } from './fixtures';

const hydrated = '[data-island=booking][data-hydrated]';

/** Events pushed to dataLayer so far, as [name, params]. */
const events = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((e) => e[0] === 'event')
      .map((e) => [e[1], e[2]] as [string, Record<string, unknown>]),
  );

for (const route of ['/startups', '/professional-services']) {
  test(`${route}: the booking widget hydrates and takes a session and a time`, async ({ page }) => {
    await page.goto(route);
    await reachIslands(page, '[data-island=booking]');
    const widget = page.locator(hydrated);
    await expect(widget).toHaveCount(1);
    await expect(widget.getByRole('radio', { name: /Strategy Call/ })).toBeChecked();
    await expect(widget.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
    await widget.getByText('3:30 PM').click();
    await expect(widget.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
    await widget.getByRole('radio', { name: /Live Demo/ }).check();
    await expect(widget.getByText('Live Demo, 30 min at 3:30 PM')).toBeVisible();
  });
}

test.describe('after consent', () => {
  test.use({ storedConsent: 'accepted' });

  test('/startups sends start_mvp from the hero and package_<name> from the pricing cards', async ({ page }) => {
    await page.goto('/startups');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: 'Start My MVP' }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual(['start_mvp', { event_category: 'startup_hero', page_path: '/startups' }]);
    await page.getByRole('link', { name: 'Start Growing' }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual(['package_growth_starter', { event_category: 'startup_pricing', page_path: '/startups' }]);
  });

  test('/professional-services sends start_professional and package_lead_generation_pro', async ({ page }) => {
    await page.goto('/professional-services');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: 'Get My Professional Website' }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual(['start_professional', { event_category: 'professional_hero', page_path: '/professional-services' }]);
    await page.getByRole('link', { name: 'Generate More Leads' }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual(['package_lead_generation_pro', { event_category: 'professional_pricing', page_path: '/professional-services' }]);
  });
});

test.describe('before consent', () => {
  test('the tracked buttons lead to /contact and send nothing', async ({ page }) => {
    await page.goto('/startups');
    const button = page.getByRole('link', { name: 'Start My MVP' });
    await expect(button).toHaveAttribute('href', '/contact');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await button.click();
    await page.getByRole('link', { name: 'Launch My MVP' }).click();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});
