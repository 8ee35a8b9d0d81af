import { expect, test } from './fixtures';

/** The routes of the services, solutions, service and pricing pages. */
const ROUTES = [
  '/services',
  '/solutions',
  '/technology-stacks',
  '/database-solutions',
  '/mobile-development',
  '/services/website-development',
  '/services/devops',
  '/website-pricing',
  '/devops-pricing',
];

/**
 * Pages these link to that are built on other branches; `site check` verifies every link of
 * the merged site. Until then the links are checked here by their exact href only.
 */
const BUILT_ELSEWHERE = new Set(['/', '/contact', '/website-checker', '/portfolio', '/cloud']);

test.describe('countdowns', () => {
  // Every countdown counts to the one end of the price promotion: Mondays, 00:00 UTC (content/data/offers.yaml).
  for (const route of ['/services', '/website-pricing', '/devops-pricing']) {
    test(`the ${route} countdown shows the time left to the promotion's end, by the visitor's clock`, async ({
      page,
    }) => {
      // Paused: time moves only when the test says so. Two seconds before Monday 00:00 UTC.
      // Installed a minute earlier: the installed clock runs, and pausing at a moment it has passed throws.
      await page.clock.install({ time: new Date('2026-03-01T23:58:58Z') });
      await page.clock.pauseAt(new Date('2026-03-01T23:59:58Z'));
      await page.goto(route);
      const timer = page.getByRole('timer');
      await expect(timer).not.toHaveAttribute('aria-live', /.*/);
      const parts = timer.locator('[data-countdown-part]');
      await expect(parts).toHaveText(['00', '00', '00']);
      await expect(timer.locator('.countdown__label')).toHaveText(['Days', 'Hours', 'Minutes']);
      await page.clock.runFor(2000);
      await expect(parts).toHaveText(['07', '00', '00']);
      await page.clock.fastForward(3 * 86_400_000 + 61_000);
      await expect(parts).toHaveText(['03', '23', '58']);
    });
  }

  test('two pages opened at different moments show the same time left', async ({ page, context }) => {
    await page.clock.install({ time: new Date('2026-03-04T10:20:30Z') });
    await page.goto('/services');
    const first = await page.getByRole('timer').locator('[data-countdown-part]').allTextContents();
    const other = await context.newPage();
    await other.clock.install({ time: new Date('2026-03-04T10:20:40Z') });
    await other.goto('/devops-pricing');
    await expect(other.getByRole('timer').locator('[data-countdown-part]')).toHaveText(first);
    await other.close();
  });

  test('without JavaScript the pages read the same, timers at their start', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/services');
    await expect(page.locator('[role="timer"] [data-countdown-part]')).toHaveText(['07', '00', '00']);
    await expect(page.locator('article.offer-card')).toHaveCount(5);
    await page.goto('/website-pricing');
    await expect(page.locator('[role="timer"] [data-countdown-part]')).toHaveText(['07', '00', '00']);
    await expect(page.locator('.price-card__scarcity')).toHaveText([
      '5 spots available',
      'Only 3 spots left',
      '3 spots available',
    ]);
    await context.close();
  });
});

test('the service cards lead to the five service pages, in order', async ({ page }) => {
  const targets = [
    '/services/website-development',
    '/technology-stacks',
    '/database-solutions',
    '/mobile-development',
    '/services/devops',
  ];
  for (const [i, target] of targets.entries()) {
    await page.goto('/services');
    await page.locator('article.offer-card').nth(i).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.service-hero__offer .price-card__amount')).toBeVisible();
  }
});

test('every link on the nine pages reaches a page', async ({ page, request }) => {
  const checked = new Map<string, number>();
  for (const route of ROUTES) {
    await page.goto(route);
    const hrefs = await page
      .locator('main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of new Set(hrefs.map((h) => h.split('#')[0]!))) {
      if (BUILT_ELSEWHERE.has(href) || checked.has(href)) continue;
      checked.set(href, (await request.get(href)).status());
    }
  }
  expect([...checked].filter(([, status]) => status !== 200)).toEqual([]);
  for (const route of ['/website-pricing', '/devops-pricing', ...ROUTES.slice(2)])
    expect(checked.has(route), route).toBe(true);
});

test('package and plan buttons go to /contact', async ({ page }) => {
  for (const route of ['/website-pricing', '/devops-pricing']) {
    await page.goto(route);
    const hrefs = await page
      .locator('.price-card__cta, .waiting-cost a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    expect(new Set(hrefs)).toEqual(new Set(['/contact']));
  }
});

test('service questions open and close with the keyboard', async ({ page }) => {
  await page.goto('/services/devops');
  const question = page.locator('.faq-list summary').first();
  const answer = page.locator('.faq-list__answer').first();
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

for (const [from, to] of [
  ['/services/mobiledev', '/services/website-development'],
  ['/services/webDesign', '/services/website-development'],
  ['/services/infraDesign', '/services/devops'],
  ['/services/companyOptimization', '/services/devops'],
]) {
  test(`${from} redirects to ${to} (an old address)`, async ({ page }) => {
    const response = await page.goto(from!);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
  });
}
