import type { Page } from '@playwright/test';
import { SHELL_LABELS } from '../../templates/ui-labels';
import { STATISTICS_DELAY_MS } from '../../widgets/enhance/site-statistics';
import { frontMatter } from '../support/content-copy';
import { expect, test } from './fixtures';

type Cta = { label: string };
interface HomeCopy {
  hero: { secondaryCta: Cta; auditSpots: { text: string; textOne: string } };
  services: { cards: { cta: Cta }[] };
  portfolio: { heading: string };
  contact: { heading: string };
}
const home = await frontMatter<HomeCopy>('/');
/** The audit-spots line for `spots`, in content's words. */
const spotsLine = (spots: number) =>
  (spots === 1 ? home.hero.auditSpots.textOne : home.hero.auditSpots.text).replace('{spots}', String(spots));

/** The hero's figures as shown, in order. */
const figures = (page: Page) => page.locator('[data-enhance~="hero-stats"] dd').allTextContents();
const BASE = ['47', '2,840', '59%', '12.5%', '52', '99.8%'];

test('the sections come in the spec order and #services, #portfolio, #about and #contact are reachable', async ({
  page,
}) => {
  // Jumps instead of smooth scrolls: a fragment followed while the last one still animates
  // can leave the page where the first animation was going.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const order = await page
    .locator('main > section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
  expect(order).toEqual([
    'hero-title',
    'services',
    'process-title',
    'portfolio',
    'testimonials-title',
    'clients-title',
    'about',
    'contact',
  ]);
  for (const anchor of ['services', 'portfolio', 'about', 'contact']) {
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    await expect(page.locator(`#${anchor} h2`).first()).toBeInViewport();
  }
});

test('See Proven Results scrolls to #portfolio; the first service card to #contact', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: home.hero.secondaryCta.label }).click();
  await expect(page).toHaveURL(/#portfolio$/);
  await expect(page.getByRole('heading', { name: home.portfolio.heading })).toBeInViewport();
  await page.getByRole('link', { name: home.services.cards[0]!.cta.label }).click();
  await expect(page).toHaveURL(/#contact$/);
  await expect(page.getByRole('heading', { name: home.contact.heading })).toBeInViewport();
});

test('Visit Website opens the client site in a new tab, without an opener or referrer', async ({ page, context }) => {
  await context.route('https://*.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Client</title><h1>Client site</h1>' }),
  );
  await page.goto('/#portfolio');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Visit Website\s?: Bow Valley Dental/ }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://bowvalleydental.example/');
  expect(await popup.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);
  await popup.close();
});

test('hero statistics vary within the spec bounds 100 ms after load, and again every 5 minutes', async ({ page }) => {
  // Time stands still until the test moves it.
  await page.clock.install({ time: new Date('2025-09-20T09:59:00') });
  await page.clock.pauseAt(new Date('2025-09-20T10:00:00'));
  // A steerable random source, so "changed" cannot be a coincidence.
  await page.addInitScript(() => {
    const w = window as unknown as { __random: number };
    w.__random = 0.9;
    Math.random = () => w.__random;
  });
  await page.goto('/');
  expect(await figures(page)).toEqual(BASE);
  await page.clock.runFor(100);
  // +0.8 of the variation: clients 47 +1.6%, visitors 2840 +8%, savings 890 +12% (997 / 1500), projects 52 +1.6%.
  await expect.poll(() => figures(page)).toEqual(['48', '3,067', '66%', '12.5%', '53', '99.8%']);

  await page.evaluate(() => ((window as unknown as { __random: number }).__random = 0.1));
  await page.clock.runFor(5 * 60 * 1000 - 200);
  expect(await figures(page)).toEqual(['48', '3,067', '66%', '12.5%', '53', '99.8%']);
  await page.clock.runFor(300);
  await expect.poll(() => figures(page)).toEqual(['46', '2,613', '52%', '12.5%', '51', '99.8%']);
});

test('hero statistics stay within bounds with the real random source', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The statistics answer STATISTICS_DELAY_MS after load: past it, the figures shown are the varied ones.
  await page.clock.runFor(STATISTICS_DELAY_MS);
  const [clients, visitors, reduction, conversion, projects, uptime] = (await figures(page)).map((t) =>
    Number(t.replace(/[,%]/g, '')),
  );
  expect(clients).toBeGreaterThanOrEqual(46);
  expect(clients).toBeLessThanOrEqual(48);
  expect(visitors).toBeGreaterThanOrEqual(2556);
  expect(visitors).toBeLessThanOrEqual(3124);
  expect(reduction).toBeGreaterThanOrEqual(50);
  expect(reduction).toBeLessThanOrEqual(68);
  expect([conversion, uptime]).toEqual([12.5, 99.8]);
  expect(projects).toBeGreaterThanOrEqual(51);
  expect(projects).toBeLessThanOrEqual(53);
});

test("free-audit spots follow the visitor's date", async ({ page }) => {
  await page.clock.setFixedTime(new Date('2025-09-20T10:00:00'));
  await page.goto('/');
  await expect(page.locator('[data-enhance~="audit-spots"]')).toHaveText(spotsLine(3));
  await page.clock.setFixedTime(new Date('2025-09-29T10:00:00'));
  await page.reload();
  await expect(page.locator('[data-enhance~="audit-spots"]')).toHaveText(spotsLine(1));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads fully: base figures, 4 spots, every section', async ({ page }) => {
    await page.goto('/');
    expect(await figures(page)).toEqual(BASE);
    await expect(page.locator('[data-enhance~="audit-spots"]')).toHaveText(spotsLine(4));
    await expect(page.locator('#services .price-card')).toHaveCount(5);
    await expect(page.locator('#portfolio article.case')).toHaveCount(3);
    await expect(page.locator('#contact form[method="post"]')).toBeVisible();
  });
});

test('the back-to-top button appears past 300 px and returns to the top', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('link', { name: SHELL_LABELS.backToTop });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
