import type { Page } from '@playwright/test';
import { TOAST_DISMISS_LABEL, TOAST_REGION_LABEL } from '../../widgets/enhance/toast-labels';
import { dataSet, frontMatter, siteConfig } from '../support/content-copy';
import { expect, test } from './fixtures';

const contactPage = await frontMatter<{ heading: string; urgency: { badge: string } }>('/contact');
const config = await siteConfig();

const toast = (page: Page, message: string, tone = 'info') =>
  page.evaluate(
    ([m, t]) => document.dispatchEvent(new CustomEvent('chinook:toast', { detail: { message: m, tone: t } })),
    [message, tone] as const,
  );
const region = (page: Page) => page.getByRole('region', { name: TOAST_REGION_LABEL });
/** The visible toast with `text` (the region also holds a screen-reader announcer with the same words). */
const toastWith = (page: Page, text: string) => region(page).locator('.toast', { hasText: text });

test.describe('/contact, the free analysis lead page', () => {
  test('each page view picks a viewer count from 30 to 49 over the server default', async ({ page }) => {
    await page.addInitScript(() => (Math.random = () => 0.999));
    await page.goto('/contact');
    await expect(page.locator('[data-viewer-count]')).toHaveText('49');
    await page.addInitScript(() => (Math.random = () => 0));
    await page.reload();
    await expect(page.locator('[data-viewer-count]')).toHaveText('30');
    await expect(page.getByText(contactPage.urgency.badge)).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('it reads fully: a default count, the form and the side column', async ({ page }) => {
      await page.goto('/contact');
      const count = Number(await page.locator('[data-viewer-count]').textContent());
      expect(count).toBeGreaterThanOrEqual(30);
      expect(count).toBeLessThanOrEqual(49);
      await expect(page.getByRole('button', { name: dataSet('forms').lead.submit })).toBeEnabled();
      await expect(
        page
          .getByRole('complementary', { name: 'Ways to reach us and what you get' })
          .getByRole('link', { name: config.contact.phone }),
      ).toHaveAttribute('href', `tel:${config.contact.phoneDial}`);
    });
  });

  for (const from of ['/contact/', '/contact-me/TosspringMobile', '/contact-me/anything/else', '/contact-me']) {
    test(`${from} lands on /contact`, async ({ page }) => {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactPage.heading);
    });
  }
});

test.describe('the toast region', () => {
  test('shows one toast at a time for 5000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    await expect(region(page)).toBeAttached();
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await toast(page, 'First message');
    await toast(page, 'Second message');
    await expect(toastWith(page, 'Second message')).toBeVisible();
    await expect(region(page).locator('.toast:visible')).toHaveCount(1);
    await page.clock.runFor(4900);
    await expect(toastWith(page, 'Second message')).toBeVisible();
    await page.clock.runFor(200);
    await expect(toastWith(page, 'Second message')).toBeHidden();
  });

  test('is at most 420 px wide on a medium screen and spans a phone', async ({ page }) => {
    await page.goto('/contact');
    await toast(page, 'A fairly long message that would love to stretch across the whole width of a big screen');
    const box = await region(page).locator('.toast').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(420);
    await page.setViewportSize({ width: 390, height: 800 });
    const phone = await region(page).locator('.toast').boundingBox();
    expect(phone!.width).toBeGreaterThan(350);
  });

  test('Escape and the close button dismiss it; F8 moves focus to the region', async ({ page }) => {
    await page.goto('/contact');
    await toast(page, 'Press escape');
    await page.keyboard.press('Escape');
    await expect(toastWith(page, 'Press escape')).toBeHidden();
    await toast(page, 'Use the button');
    await region(page).getByRole('button', { name: TOAST_DISMISS_LABEL }).click();
    await expect(toastWith(page, 'Use the button')).toBeHidden();
    await page.getByLabel(dataSet('forms').lead.fields.name.label).focus();
    await toast(page, 'Press F8');
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(region(page).getByRole('button', { name: TOAST_DISMISS_LABEL })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel(dataSet('forms').lead.fields.name.label)).toBeFocused();
  });

  test('a swipe right past 50 px dismisses it, a shorter one does not', async ({ page }) => {
    await page.goto('/contact');
    await toast(page, 'Swipe me');
    const item = region(page).locator('.toast');
    const box = (await item.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 4 });
    await page.mouse.up();
    await expect(item).toBeVisible();
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, y, { steps: 6 });
    await page.mouse.up();
    await expect(toastWith(page, 'Swipe me')).toBeHidden();
  });
});
