import type { Page } from '@playwright/test';
import { expect, mockUrl, test } from './fixtures';

const partner = (twice = false) => mockUrl(`/partner?embed=${encodeURIComponent(`${process.env.PREVIEW_URL}/embed/booking.js`)}${twice ? '&twice' : ''}`);
const addedGlobals = (page: Page) =>
  page.evaluate(() => {
    const before = new Set((window as unknown as { __globalsBefore: string[] }).__globalsBefore);
    return Object.keys(window).filter((k) => !before.has(k) && k !== '__globalsBefore');
  });

test('the booking embed renders and works on a hostile third-party page of another origin, adding one global', async ({ page }) => {
  await page.goto(partner());
  const full = page.locator('#full');
  await expect(full.getByRole('heading', { name: 'Book your free session' })).toBeVisible();
  const box = await full.boundingBox();
  expect(box!.height).toBeGreaterThan(300);
  expect(await full.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  // The page's `html { font-size: 40px; font-family: serif }` must not leak into the widget.
  const font = await full.getByRole('heading', { name: 'Book your free session' }).evaluate((el) => getComputedStyle(el).fontSize);
  expect(font).toBe('24px');
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);

  await full.getByText('3:30 PM').click();
  await expect(full.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
  await page.locator('#compact').getByRole('button', { name: 'Schedule Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Scheduling popup' })).toContainText(mockUrl('/schedule'));
});

test('including the embed script twice mounts each element once', async ({ page }) => {
  await page.goto(partner(true));
  await expect(page.locator('#compact').getByRole('button', { name: 'Schedule Now' })).toBeVisible();
  await page.waitForFunction(() => document.querySelectorAll('script[src*="/embed/booking.js"]').length === 2);
  await page.waitForLoadState('load');
  expect(await page.locator('#full').evaluate((el) => el.shadowRoot!.querySelectorAll('.cdw-booking').length)).toBe(1);
  await expect(page.getByRole('button', { name: 'Schedule Now' })).toHaveCount(1);
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);
});
