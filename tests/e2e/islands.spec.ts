import type { Page, Route } from '@playwright/test';
import { fill } from '../../widgets/checker/checker-content';
import { dataSet } from '../support/content-copy';
import { expect, reachIslands, test } from './fixtures';

/** The booking widget's default session (content/data/booking.yaml). */
const strategy = dataSet('booking').sessions.find((s) => s.popular)!;
const { form: checkerForm, results: checkerResults } = dataSet('checker');

/** Requests for island code (entries and the chunks they import), in order. */
function islandRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/assets\/(chunks\/|(booking|checker|contact-form|email-capture|lead-form)-)/.test(path)) urls.push(path);
  });
  return urls;
}

/** Holds back the entry of island `name` until `release()` is called (a slow connection). */
async function holdIsland(page: Page, name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${name}-[A-Z0-9]+\\.js$`), async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/**
 * Resolves once the page has loaded and the browser has had an idle moment since, and one task
 * more: the latest an island loaded "with the page" (at load, or at the first idle moment after
 * it, as islands that start from the address do) would have been requested.
 */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 5_000 })),
  );
}

test('/: the contact form far below the fold loads nothing with the page; its code arrives when the visitor scrolls near it', async ({
  page,
}) => {
  const requests = islandRequests(page);
  await page.goto('/');
  await loadedAndIdle(page);
  expect(requests).toEqual([]);
  await page.locator('[data-island=contact-form]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island=contact-form][data-hydrated]')).toHaveCount(1);
  expect(requests.some((r) => r.startsWith('/assets/contact-form-'))).toBe(true);
  expect(requests.some((r) => r.startsWith('/assets/chunks/'))).toBe(true);
});

test('/website-checker: the form in view loads its code on first contact, not with the page, and keeps what was typed meanwhile', async ({
  page,
}) => {
  const requests = islandRequests(page);
  const held = await holdIsland(page, 'checker');
  await page.goto('/website-checker');
  await loadedAndIdle(page);
  expect(requests).toEqual([]);
  const field = page.getByLabel(checkerForm.label);
  await field.click();
  await expect.poll(held.requested).toBe(true);
  await page.keyboard.type('typed.example.com');
  held.release();
  await expect(page.locator('[data-island=checker][data-hydrated]')).toHaveCount(1);
  await expect(field).toHaveValue('typed.example.com');
  await page.getByRole('button', { name: checkerForm.submit }).click();
  await expect(page.getByText(fill(checkerResults.subject, { url: 'https://typed.example.com' }))).toBeVisible();
});

test('/website-checker: a button tapped before the code arrived is tapped again once it has', async ({ page }) => {
  const held = await holdIsland(page, 'checker');
  await page.goto('/website-checker');
  await page.getByRole('button', { name: checkerForm.sampleLabel }).click();
  await expect.poll(held.requested).toBe(true);
  await expect(page.getByLabel(checkerForm.label)).toHaveValue('');
  held.release();
  await expect(page.getByLabel(checkerForm.label)).toHaveValue(checkerForm.sample);
});

test('/startups: a time chosen before the booking code arrived is the one the widget books', async ({ page }) => {
  const held = await holdIsland(page, 'booking');
  await page.goto('/startups');
  const island = page.locator('[data-island=booking]');
  await island.getByText('3:30 PM').click();
  await expect.poll(held.requested).toBe(true);
  held.release();
  await expect(page.locator('[data-island=booking][data-hydrated]')).toHaveCount(1);
  await expect(island.getByText(`${strategy.title}, ${strategy.duration} min at 3:30 PM`)).toBeVisible();
  await expect(island.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
});

test('/embed: each island loads as the visitor reaches it; React downloads once for all of them', async ({ page }) => {
  const requests = islandRequests(page);
  await page.goto('/embed');
  await reachIslands(page, '[data-island]');
  const react = requests.filter((r) => r.startsWith('/assets/chunks/'));
  expect(new Set(react).size).toBe(react.length);
});
