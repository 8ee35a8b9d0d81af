import type { Page, Route } from '@playwright/test';
import { expect, reachIslands, test } from './fixtures';

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

test('/: the contact form far below the fold loads nothing with the page; its code arrives when the visitor scrolls near it', async ({ page }) => {
  const requests = islandRequests(page);
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await page.locator('[data-island=contact-form]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island=contact-form][data-hydrated]')).toHaveCount(1);
  expect(requests.some((r) => r.startsWith('/assets/contact-form-'))).toBe(true);
  expect(requests.some((r) => r.startsWith('/assets/chunks/'))).toBe(true);
});

test('/website-checker: the form in view loads its code on first contact, not with the page, and keeps what was typed meanwhile', async ({ page }) => {
  const requests = islandRequests(page);
  const held = await holdIsland(page, 'checker');
  await page.goto('/website-checker');
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  const field = page.getByLabel('Website address');
  await field.click();
  await expect.poll(held.requested).toBe(true);
  await page.keyboard.type('typed.example.com');
  held.release();
  await expect(page.locator('[data-island=checker][data-hydrated]')).toHaveCount(1);
  await expect(field).toHaveValue('typed.example.com');
  await page.getByRole('button', { name: 'Analyze My Website' }).click();
  await expect(page.getByText('Results for https://typed.example.com')).toBeVisible();
});

test('/website-checker: a button tapped before the code arrived is tapped again once it has', async ({ page }) => {
  const held = await holdIsland(page, 'checker');
  await page.goto('/website-checker');
  await page.getByRole('button', { name: 'Try a sample' }).click();
  await expect.poll(held.requested).toBe(true);
  await expect(page.getByLabel('Website address')).toHaveValue('');
  held.release();
  await expect(page.getByLabel('Website address')).toHaveValue('example.com');
});

test('/startups: a time chosen before the booking code arrived is the one the widget books', async ({ page }) => {
  const held = await holdIsland(page, 'booking');
  await page.goto('/startups');
  const island = page.locator('[data-island=booking]');
  await island.getByText('3:30 PM').click();
  await expect.poll(held.requested).toBe(true);
  held.release();
  await expect(page.locator('[data-island=booking][data-hydrated]')).toHaveCount(1);
  await expect(island.getByText('Strategy Call, 15 min at 3:30 PM')).toBeVisible();
  await expect(island.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
});

test('/embed: each island loads as the visitor reaches it; React downloads once for all of them', async ({ page }) => {
  const requests = islandRequests(page);
  await page.goto('/embed');
  await reachIslands(page, '[data-island]');
  const react = requests.filter((r) => r.startsWith('/assets/chunks/'));
  expect(new Set(react).size).toBe(react.length);
});
