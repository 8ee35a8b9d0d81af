import type { Page } from '@playwright/test';
import { POPULAR_BADGE } from '../../widgets/booking/booking-content';
import { dataSet } from '../support/content-copy';
import { MOCK_SCHEDULER } from '../support/mock-services';
import { expect, mockUrl, test } from './fixtures';

const booking = dataSet('booking');
const [first, second] = booking.sessions as [(typeof booking.sessions)[number], (typeof booking.sessions)[number]];
/** What the widget says is chosen: the session, its length and the time. */
const chosen = (session: typeof first, time: string) => `${session.title}, ${session.duration} min at ${time}`;

const hydrated = '[data-island=booking][data-hydrated]';

/** Wakes booking island `index` as a visitor does (the pointer reaches it) and waits until it has hydrated. */
async function awaken(page: Page, index: number) {
  const island = page.locator('[data-island=booking]').nth(index);
  await island.getByRole('heading').first().hover();
  await expect(island).toHaveAttribute('data-hydrated', '');
  return island;
}

test('the widget on /embed hydrates and works: sessions, slots, disabled slots, keyboard', async ({ page }) => {
  await page.goto('/embed');
  await awaken(page, 0);
  await awaken(page, 1);
  await expect(page.locator(hydrated)).toHaveCount(2);
  const full = page.locator(hydrated).first();
  await expect(full.getByRole('radio', { name: first.title })).toBeChecked();
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
  await expect(full.getByRole('radio', { name: /4:00 PM/ })).toBeDisabled();
  await full.getByText('2:00 PM').click();
  await expect(full.getByRole('radio', { name: '2:00 PM' })).toBeChecked();
  await full.getByText('10:30 AM').click({ force: true });
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).not.toBeChecked();
  await expect(full.getByText(chosen(first, '2:00 PM'))).toBeVisible();

  await full.getByRole('radio', { name: first.title }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(full.getByRole('radio', { name: second.title })).toBeChecked();
  await expect(full.getByText(chosen(second, '2:00 PM'))).toBeVisible();
});

test('Book loads the scheduler script on the first sign of intent, never at page load, then shows its popup', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/embed');
  await page.waitForLoadState('load');
  const book = (await awaken(page, 0)).getByRole('button', { name: booking.bookLabel });
  expect(
    requests.filter((u) => u.startsWith(mockUrl('/scheduler'))),
    'nothing at page load or hydration',
  ).toEqual([]);
  await book.hover();
  await page.waitForFunction(() => 'Calendly' in window);
  await book.click();
  await expect(page.getByRole('dialog', { name: MOCK_SCHEDULER.popup })).toHaveText(
    `Scheduling ${mockUrl('/schedule')}`,
  );
  expect(requests.filter((u) => u.startsWith(mockUrl('/scheduler')))).toHaveLength(1);
});

/** Records, for each window.open call, whether it ran inside a click's dispatch (what popup blockers allow). */
const watchOpens = (page: Page) =>
  page.addInitScript(() => {
    let inClick = false;
    window.addEventListener('click', () => (inClick = true), true);
    window.addEventListener('click', () => (inClick = false));
    const open = window.open.bind(window);
    const opens: boolean[] = ((window as unknown as { __opensInClick: boolean[] }).__opensInClick = []);
    window.open = (...args: Parameters<Window['open']>) => {
      opens.push(inClick);
      return open(...args);
    };
  });
const opensInClick = (page: Page) =>
  page.evaluate(() => (window as unknown as { __opensInClick: boolean[] }).__opensInClick);

test.describe('when the scheduler script cannot load', () => {
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] });

  test('the compact card opens the scheduling page in a new tab, inside the click', async ({ page }) => {
    await watchOpens(page);
    await page.route(mockUrl('/scheduler/widget.js'), (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/embed');
    const compact = await awaken(page, 1);
    const button = compact.getByRole('button', { name: booking.compact.button });
    const failed = page.waitForResponse(mockUrl('/scheduler/widget.js'));
    await button.hover();
    expect((await failed).status()).toBe(404);
    const [tab] = await Promise.all([page.waitForEvent('popup'), button.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(mockUrl('/schedule'));
    await expect(tab.getByRole('heading', { name: MOCK_SCHEDULER.heading })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(await opensInClick(page)).toEqual([true]);
    await expect(page.getByRole('dialog', { name: MOCK_SCHEDULER.popup })).toHaveCount(0);
  });
});

test('while the scheduler script is still loading, Book opens the scheduling page in a new tab at once; once it has loaded, the popup', async ({
  page,
}) => {
  await watchOpens(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => {
    void page.route(mockUrl('/scheduler/widget.js'), async (route) => {
      resolve();
      await held;
      await route.continue();
    });
  });
  await page.goto('/embed');
  const book = (await awaken(page, 0)).getByRole('button', { name: booking.bookLabel });
  await book.hover();
  await requested;
  const [tab] = await Promise.all([page.waitForEvent('popup'), book.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toBe(mockUrl('/schedule'));
  expect(await opensInClick(page)).toEqual([true]);
  await tab.close();

  release();
  await page.waitForFunction(() => 'Calendly' in window);
  await book.click();
  await expect(page.getByRole('dialog', { name: MOCK_SCHEDULER.popup })).toHaveText(
    `Scheduling ${mockUrl('/schedule')}`,
  );
  expect(await opensInClick(page)).toEqual([true]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered widget still reads', async ({ page }) => {
    await page.goto('/embed');
    await expect(page.getByRole('heading', { name: booking.title })).toBeVisible();
    await expect(page.getByText(POPULAR_BADGE)).toBeVisible();
    await expect(page.getByRole('heading', { name: booking.compact.title })).toBeVisible();
  });
});
