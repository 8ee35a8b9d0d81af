import type { Locator, Page } from '@playwright/test';
import { CONNECTION_FAILED } from '../../widgets/checker/analysis-errors';
import { fill } from '../../widgets/checker/checker-content';
import { URL_INVALID, URL_REQUIRED } from '../../widgets/checker/validate-url';
import { dataSet, frontMatter } from '../support/content-copy';
import type { PageSpeedRequest } from '../support/mock-pagespeed';
import { FIXTURE_EXPECTED } from '../support/pagespeed-fixture';
import { axeViolations } from './axe';
import { expect, mockUrl, reachIslands, test } from './fixtures';

const FAILED_LOAD = /Failed to load resource/;
const content = dataSet('checker');
const { form, results: said } = content;
// The mock's 429 carries no Retry-After: the busy message says when in general words (issue 23).
const BUSY = fill(content.busy.message, { wait: content.busy.unknownWait });
const results = (page: Page) => page.getByRole('heading', { name: said.heading });
const errorCard = (page: Page) => page.getByRole('heading', { name: content.error.title });

async function analyse(page: Page, address: string): Promise<number> {
  await page.getByLabel(form.label).fill(address);
  const started = Date.now();
  await page.getByRole('button', { name: form.submit }).click();
  return started;
}

async function requestsFor(host: string): Promise<PageSpeedRequest[]> {
  const response = await fetch(mockUrl(`/pagespeed/__log?host=${encodeURIComponent(host)}`));
  return (await response.json()) as PageSpeedRequest[];
}

/** Page time the retry tests move on at each step, and the most they may need before the outcome. */
const STEP_MS = 100;
const PAGE_TIME_LIMIT_MS = 15_000;

interface Sent {
  strategy: string | null;
  /** The page's clock when the request was sent. */
  at: number;
}

/** Opens the checker with the page's clock installed, and paused once the checker has hydrated. */
async function openWithPausedClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    const sent: { url: string; at: number }[] = [];
    Object.defineProperty(window, 'sentForTest', { value: sent });
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      sent.push({ url: input instanceof Request ? input.url : String(input), at: Date.now() });
      return send(input, init);
    };
  });
  await page.goto('/website-checker');
  await reachIslands(page, '[data-island=checker]');
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

/** Moves the paused clock on, a step at a time, until `shown` is visible. */
async function runClockUntilVisible(page: Page, shown: Locator): Promise<void> {
  for (let ran = 0; !(await shown.isVisible()); ran += STEP_MS) {
    expect(ran, 'page time spent waiting for the outcome').toBeLessThanOrEqual(PAGE_TIME_LIMIT_MS);
    await page.clock.runFor(STEP_MS);
  }
}

/** The PageSpeed requests the page sent, by strategy, with the page's clock at each. */
async function sentAt(page: Page): Promise<Sent[]> {
  const sent = await page.evaluate(
    () => (window as unknown as { sentForTest: { url: string; at: number }[] }).sentForTest,
  );
  return sent.map(({ url, at }) => ({ strategy: new URL(url).searchParams.get('strategy'), at }));
}

test.beforeEach(async ({ page, javaScriptEnabled }) => {
  await page.goto('/website-checker');
  if (javaScriptEnabled) await reachIslands(page, '[data-island=checker]');
});

test('a full analysis shows the numbers the scoring formulas give for the fixture', async ({ page }) => {
  // The loading card is covered with a slow mock below; without delay it may be gone at once.
  // A host no other test analyses: the mock's log is shared by the workers running side by side.
  const host = 'formulas.example.com';
  const started = await analyse(page, host);
  await expect(results(page)).toBeVisible();
  test
    .info()
    .annotations.push({ type: 'submit to results (mock, no delay)', description: `${Date.now() - started} ms` });
  await expect(page.locator('.cdw-ring__value strong')).toHaveText(String(FIXTURE_EXPECTED.overallScore));
  const cards = page.locator('.cdw-category');
  await expect(cards.locator('.cdw-category__score strong')).toHaveText(['83', '77', '79', '98']);
  await expect(cards.nth(0)).toContainText(fill(said.issueCount, { count: 2 }));
  await expect(cards.nth(1)).toContainText(fill(said.strategyScores, { mobile: 62, desktop: 91 }));
  await expect(cards.nth(1)).toContainText(fill(said.issueCount, { count: 6 }));
  await expect(cards.nth(2)).toContainText(fill(said.issueCount, { count: 4 }));
  await expect(cards.nth(3)).toContainText(fill(said.issueCount, { count: 1 }));
  await expect(page.locator('.cdw-priority')).toContainText(fill(said.quickWins, { count: 2 }));
  await expect(page.locator('.cdw-overall')).toContainText(fill(said.loss, { amount: '$800' }));
  await expect(page.locator('.cdw-overall')).toContainText(fill(said.competitor, { count: 8 }));
  await expect(page.getByRole('tab', { selected: true })).toContainText('SEO');
  await expect(page.getByRole('tabpanel')).toContainText(fill(said.industryAverage, { score: 78 }));
  await expect(page.getByRole('link', { name: said.help })).toHaveAttribute('href', '/contact');
  // The address bar now carries a link that runs this analysis again.
  expect(new URL(page.url()).searchParams.get('url')).toBe(host);
  const requests = await requestsFor(host);
  expect(
    requests
      .filter((r) => r.origin === new URL(page.url()).origin)
      .map((r) => r.strategy)
      .sort(),
  ).toEqual(['desktop', 'mobile']);
});

test('the tabs follow the WAI-ARIA pattern with the keyboard', async ({ page }) => {
  await analyse(page, 'keys.example.com');
  await expect(results(page)).toBeVisible();
  await page.getByRole('tab', { name: /SEO/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /Performance/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Performance/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText('Performance: 77/100');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Best Practices/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /SEO/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: /SEO/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
});

test('Analyze Another Site resets everything; Cancel stops a running analysis', async ({ page }) => {
  await analyse(page, 'example.com');
  await expect(results(page)).toBeVisible();
  await page.getByRole('button', { name: said.again }).click();
  await expect(page.getByLabel(form.label)).toBeFocused();
  await expect(page.getByLabel(form.label)).toHaveValue('');
  await expect(results(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  await analyse(page, 'slow-20000.cancel.example');
  await expect(page.getByRole('progressbar', { name: content.loading.progressLabel })).toHaveAttribute(
    'aria-valuenow',
    '65',
  );
  await page.getByRole('button', { name: content.loading.cancel }).click();
  await expect(page.getByLabel(form.label)).toHaveValue('slow-20000.cancel.example');
  await expect(page.getByRole('button', { name: form.submit })).toBeVisible();
});

test('a shared ?url= link starts the analysis', async ({ page }) => {
  await page.goto('/website-checker?url=shared.example.com%2Fpage');
  await expect(results(page)).toBeVisible();
  await expect(page.getByText(fill(said.subject, { url: 'https://shared.example.com/page' }))).toBeVisible();
  expect((await requestsFor('shared.example.com')).length).toBe(2);
});

test('validation messages are the required ones, with nothing sent', async ({ page }) => {
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(URL_REQUIRED);
  await analyse(page, 'javascript:alert(1)');
  await expect(page.getByRole('alert')).toHaveText(URL_INVALID);
  await expect(page.getByLabel(form.label)).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: form.sampleLabel }).click();
  await expect(page.getByLabel(form.label)).toHaveValue(form.sample);
});

test.describe('failures', () => {
  test.use({ allowConsole: [FAILED_LOAD] });

  for (const [host, message] of [
    [
      'fail-400.example',
      /^Website analysis failed: PageSpeed API error: 400 Lighthouse returned error: FAILED_DOCUMENT_REQUEST\./,
    ],
    ['fail-429.example', BUSY],
    ['runtime-error.example', /^Website analysis failed: Lighthouse returned error: NO_FCP\./],
    ['no-categories.example', /^Website analysis failed: PageSpeed returned no category scores for this page$/],
  ] as const) {
    test(`${host}: the error card, at once, with no retry`, async ({ page }) => {
      await analyse(page, host);
      await expect(errorCard(page)).toBeVisible();
      await expect(page.locator('.cdw-error__message')).toHaveText(message);
      expect((await requestsFor(host)).length).toBeLessThanOrEqual(2);
      await page.getByRole('button', { name: content.error.retry }).click();
      await expect(page.getByLabel(form.label)).toHaveValue('');
      await expect(errorCard(page)).toHaveCount(0);
    });
  }

  // The retries wait 1, 2 and 4 s. These tests run the page's clock by hand instead: paused once
  // the checker has hydrated, then moved on a step at a time until the outcome shows. Each request
  // is stamped with the page's clock as it is sent, so the waits are measured as the page counts
  // them (a wait cannot look shorter than it was), and 7 s of waiting take a fraction of a second.
  test('a 500 is retried 3 times, 1 s, 2 s and 4 s apart, then shown', async ({ page }) => {
    await openWithPausedClock(page);
    await analyse(page, 'fail-500.example');
    await runClockUntilVisible(page, errorCard(page));
    await expect(page.locator('.cdw-error__message')).toHaveText(
      'Website analysis failed: PageSpeed API error: 500 Internal error encountered.',
    );
    const sent = await sentAt(page);
    const [first, other] = (['mobile', 'desktop'] as const).map((strategy) =>
      sent.filter((s) => s.strategy === strategy).map((s) => s.at),
    );
    const longest = first!.length >= other!.length ? first! : other!;
    expect(longest).toHaveLength(4);
    expect((await requestsFor('fail-500.example')).length).toBeGreaterThanOrEqual(4);
    const gaps = longest.slice(1).map((at, i) => at - longest[i]!);
    for (const [gap, wait] of gaps.map((g, i) => [g, [1000, 2000, 4000][i]!] as const)) {
      expect(gap).toBeGreaterThanOrEqual(wait);
      expect(gap).toBeLessThan(wait + 1000);
    }
  });

  test('dropped connections are retried, then the visitor is told the service is unreachable', async ({ page }) => {
    await openWithPausedClock(page);
    await analyse(page, 'drop.example');
    await runClockUntilVisible(page, errorCard(page));
    await expect(page.locator('.cdw-error__message')).toHaveText(CONNECTION_FAILED);
    expect((await requestsFor('drop.example')).length).toBeGreaterThanOrEqual(7);
  });

  test('an API that recovers after two 500s gives results', async ({ page }) => {
    await openWithPausedClock(page);
    await analyse(page, 'flaky-2.example');
    await runClockUntilVisible(page, results(page));
    const statuses = (await requestsFor('flaky-2.example')).map((r) => `${r.strategy} ${r.status}`).sort();
    expect(statuses).toEqual(['desktop 200', 'desktop 500', 'desktop 500', 'mobile 200', 'mobile 500', 'mobile 500']);
  });

  test('a whole analysis gives up after 120 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/website-checker');
    await reachIslands(page, '[data-island=checker]');
    await analyse(page, 'hang.example');
    await expect(page.getByRole('heading', { name: content.loading.title })).toBeVisible();
    await page.clock.fastForward('01:59');
    await expect(errorCard(page)).toHaveCount(0);
    await page.clock.fastForward('00:02');
    await expect(page.locator('.cdw-error__message')).toHaveText(
      /^Website analysis failed: PageSpeed did not finish within 2 minutes/,
    );
  });
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, allowConsole: [FAILED_LOAD] });

    test('the results view and the error card have no axe violations', async ({ page }) => {
      await analyse(page, 'example.com');
      await expect(results(page)).toBeVisible();
      await page.getByRole('tab', { name: /Best Practices/ }).click();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: said.again }).click();
      await analyse(page, 'fail-429.example');
      await expect(errorCard(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads, the form shows, and a note says the analysis needs JavaScript', async ({ page }) => {
    await page.goto('/website-checker');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      (await frontMatter<{ heading: string }>('/website-checker')).heading,
    );
    await expect(page.getByLabel(form.label)).toHaveAttribute('placeholder', form.placeholder);
    // Playwright's text matching skips <noscript> content, so the note is found by its class.
    const note = page.locator('.checker-tool__noscript');
    await expect(note).toBeVisible();
    expect(await note.evaluate((p) => p.textContent)).toMatch(
      /^The analysis runs in your browser and needs JavaScript\./,
    );
    await expect(page.getByRole('button', { name: form.submit })).toBeVisible();
  });
});
