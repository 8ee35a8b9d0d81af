import type { Page } from '@playwright/test';
import { SHELL_LABELS } from '../../templates/ui-labels';
import { statisticFigure } from '../../templates/components/home/HeroSection';
import {
  formatStatistic,
  simulateStatistics,
  STATISTIC_KEYS,
  STATISTICS_DELAY_MS,
  type StatisticFigure,
  type StatisticKey,
} from '../../widgets/enhance/site-statistics';
import { dataSet, frontMatter } from '../support/content-copy';
import { expect, test } from './fixtures';

type Cta = { label: string };
interface HomeCopy {
  hero: {
    secondaryCta: Cta;
    auditSpots: { text: string; textOne: string };
    statistics: { figures: Record<StatisticKey, { fact: string }> };
  };
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
/** Each statistic's figure, from the company fact it shows (content/data/company.yaml). */
const company = dataSet('company');
const FIGURES = Object.fromEntries(
  STATISTIC_KEYS.map((key) => [
    key,
    statisticFigure(
      key,
      company.facts.find((f) => f.id === home.hero.statistics.figures[key].fact)!,
    ),
  ]),
) as Record<StatisticKey, StatisticFigure>;
/** What the hero shows with every random draw at `random`. */
const shownAt = (random: number) => {
  const stats = simulateStatistics(FIGURES, () => random);
  return STATISTIC_KEYS.map((key) => formatStatistic(key, stats[key]));
};
const BASE = STATISTIC_KEYS.map((key) => formatStatistic(key, FIGURES[key].base));

test('the sections come in the required order and #services, #portfolio, #about and #contact are reachable', async ({
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

test('hero statistics vary within their bounds 100 ms after load, and again every 5 minutes', async ({ page }) => {
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
  // +0.8 of each figure's variation, within what its claim allows.
  await expect.poll(() => figures(page)).toEqual(shownAt(0.9));
  expect(shownAt(0.9)).not.toEqual(BASE);

  await page.evaluate(() => ((window as unknown as { __random: number }).__random = 0.1));
  await page.clock.runFor(5 * 60 * 1000 - 200);
  expect(await figures(page)).toEqual(shownAt(0.9));
  await page.clock.runFor(300);
  await expect.poll(() => figures(page)).toEqual(shownAt(0.1));
  expect(shownAt(0.1)).not.toEqual(shownAt(0.9));
});

test('hero statistics stay within bounds with the real random source', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  // The statistics answer STATISTICS_DELAY_MS after load: past it, the figures shown are the varied ones.
  await page.clock.runFor(STATISTICS_DELAY_MS);
  const low = shownAt(0);
  const high = shownAt(0.999999);
  const number = (text: string) => Number(text.replace(/[,%]/g, ''));
  for (const [i, shown] of (await figures(page)).entries()) {
    expect(number(shown)).toBeGreaterThanOrEqual(number(low[i]!));
    expect(number(shown)).toBeLessThanOrEqual(number(high[i]!));
  }
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
