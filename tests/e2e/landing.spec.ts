import type { Page } from '@playwright/test';
import { dataSet, frontMatter } from '../support/content-copy';
import { expect, reachIslands, test } from './fixtures';

const { sessions } = dataSet('booking');
interface LandingCopy {
  primary: { label: string };
  packages: { cards: { offer: string; popular?: boolean; cta: { label: string } }[] };
}
const startups = await frontMatter<LandingCopy>('/startups');
const professional = await frontMatter<LandingCopy>('/professional-services');
/** The button of a landing page's popular package (the one the tests expect a package_<name> event from). */
const popularCta = (landing: LandingCopy) => landing.packages.cards.find((card) => card.popular)!.cta.label;
/** The default session (the popular one) and another to switch to. */
const popular = sessions.find((s) => s.popular)!;
const other = sessions.find((s) => s !== popular)!;

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
    await expect(widget.getByRole('radio', { name: popular.title })).toBeChecked();
    await expect(widget.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
    await widget.getByText('3:30 PM').click();
    await expect(widget.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
    await widget.getByRole('radio', { name: other.title }).check();
    await expect(widget.getByText(`${other.title}, ${other.duration} min at 3:30 PM`)).toBeVisible();
  });
}

test.describe('after consent', () => {
  test.use({ storedConsent: 'accepted' });

  test('/startups sends start_mvp from the hero and package_<name> from the pricing cards', async ({ page }) => {
    await page.goto('/startups');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: startups.primary.label }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual([
      'start_mvp',
      { event_category: 'startup_hero', page_path: '/startups' },
    ]);
    await page.getByRole('link', { name: popularCta(startups) }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual([
      'package_growth_starter',
      { event_category: 'startup_pricing', page_path: '/startups' },
    ]);
  });

  test('/professional-services sends start_professional and package_lead_generation_pro', async ({ page }) => {
    await page.goto('/professional-services');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: professional.primary.label }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual([
      'start_professional',
      { event_category: 'professional_hero', page_path: '/professional-services' },
    ]);
    await page.getByRole('link', { name: popularCta(professional) }).click();
    expect((await events(page)).filter((e) => e[0] !== 'scroll').at(-1)).toEqual([
      'package_lead_generation_pro',
      { event_category: 'professional_pricing', page_path: '/professional-services' },
    ]);
  });
});

test.describe('before consent', () => {
  test('the tracked buttons lead to /contact and send nothing', async ({ page }) => {
    await page.goto('/startups');
    const button = page.getByRole('link', { name: startups.primary.label });
    await expect(button).toHaveAttribute('href', '/contact');
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await button.click();
    await page.getByRole('link', { name: startups.packages.cards[0]!.cta.label }).click();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  });
});
