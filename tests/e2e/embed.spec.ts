import type { Page } from '@playwright/test';
import { dataSet } from '../support/content-copy';
import { MOCK_SCHEDULER } from '../support/mock-services';
import { expect, mockUrl, test } from './fixtures';

const booking = dataSet('booking');

const partner = (twice = false) =>
  mockUrl(
    `/partner?embed=${encodeURIComponent(`${process.env.PREVIEW_URL}/embed/booking.js`)}${twice ? '&twice' : ''}`,
  );
const addedGlobals = (page: Page) =>
  page.evaluate(() => {
    const before = new Set((window as unknown as { __globalsBefore: string[] }).__globalsBefore);
    return Object.keys(window).filter((k) => !before.has(k) && k !== '__globalsBefore');
  });

/** Points at Schedule Now (the scheduler's script starts loading), waits for its API, then clicks. */
async function bookWithPopup(page: Page) {
  const button = page.locator('#compact').getByRole('button', { name: booking.compact.button });
  await button.hover();
  await page.waitForFunction(() => 'Calendly' in window);
  await button.click();
}

test('the booking embed renders and works on a hostile third-party page of another origin, adding one global', async ({
  page,
}) => {
  await page.goto(partner());
  const full = page.locator('#full');
  await expect(full.getByRole('heading', { name: booking.title })).toBeVisible();
  const box = await full.boundingBox();
  expect(box!.height).toBeGreaterThan(300);
  expect(await full.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  // The page's `html { font-size: 40px; font-family: serif }` must not leak into the widget.
  const font = await full.getByRole('heading', { name: booking.title }).evaluate((el) => getComputedStyle(el).fontSize);
  expect(font).toBe('24px');
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);

  await full.getByText('3:30 PM').click();
  await expect(full.getByRole('radio', { name: '3:30 PM' })).toBeChecked();
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
  await bookWithPopup(page);
  await expect(page.getByRole('dialog', { name: MOCK_SCHEDULER.popup })).toContainText(mockUrl('/schedule'));
});

test('including the embed script twice mounts each element once', async ({ page }) => {
  await page.goto(partner(true));
  await expect(page.locator('#compact').getByRole('button', { name: booking.compact.button })).toBeVisible();
  await page.waitForFunction(() => document.querySelectorAll('script[src*="/embed/booking.js"]').length === 2);
  await page.waitForLoadState('load');
  expect(await page.locator('#full').evaluate((el) => el.shadowRoot!.querySelectorAll('.cdw-booking').length)).toBe(1);
  await expect(page.getByRole('button', { name: booking.compact.button })).toHaveCount(1);
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);
});

test('the booking embed works on a partner page whose strict CSP adds only what /embed documents', async ({ page }) => {
  await page.goto('/embed');
  const documented =
    (await page
      .getByLabel(/CSP entries/)
      .first()
      .textContent()) ?? '';
  const siteUrl = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
  // The docs name the production origin; here the embed script comes from the preview server.
  const policy = documented.replaceAll(siteUrl, new URL(process.env.PREVIEW_URL!).origin);
  expect(policy).toMatch(/^script-src /m);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${partner()}&csp=${encodeURIComponent(policy)}`);
  const heading = page.locator('#full').getByRole('heading', { name: booking.title });
  await expect(heading).toBeVisible();
  // The widget's styles apply (a constructed stylesheet needs no style-src entry).
  expect(await heading.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
  await bookWithPopup(page);
  await expect(
    page.frameLocator(`iframe[title="${MOCK_SCHEDULER.frame}"]`).getByRole('heading', { name: MOCK_SCHEDULER.heading }),
  ).toBeVisible();
  expect(violations).toEqual([]);
});
