import type { Page } from '@playwright/test';
import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { frontMatter } from '../support/content-copy';
import { expect, mockUrl, test } from './fixtures';

test.use({ storedConsent: null });

/** Counts the requests a page makes for the analytics script, and lists the site scripts it loads. */
function watchRequests(page: Page) {
  const seen = { analytics: 0, scripts: new Set<string>() };
  page.on('request', (request) => {
    if (request.url().startsWith(mockUrl('/gtag/js'))) seen.analytics += 1;
    if (/\/assets\/.*\.js$/.test(request.url())) seen.scripts.add(new URL(request.url()).pathname);
  });
  return seen;
}
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie-consent'),
    analytics: localStorage.getItem('analytics-consent'),
  }));
const privacy = await frontMatter<{ title: string }>('/privacy');
const banner = (page: Page) => page.getByRole('region', { name: COPY.title });

test('a first visit shows the banner and sends nothing', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/blog');
  // The banner is part of the page and the enhancement script: no React, nothing more to download.
  const scripts = [...seen.scripts];
  const sources = await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.text()))), scripts);
  expect(sources.some((code) => code.includes('react.transitional.element'))).toBe(false);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: COPY.privacyLink })).toHaveAttribute('href', '/privacy-policy');
  expect(seen.analytics).toBe(0);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await stored(page)).toEqual({ consent: null, analytics: null });
});

test('Accept All stores accepted/true, loads analytics, and loads it again on the next visit without the banner', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto('/blog');
  await banner(page).getByRole('button', { name: COPY.accept }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({ consent: 'accepted', analytics: 'true' });
  await expect.poll(() => seen.analytics).toBe(1);
  const first = await page.evaluate(() => Array.from((window.dataLayer ?? [])[0] as ArrayLike<unknown>));
  expect(first.slice(0, 2)).toEqual(['consent', 'default']);

  const firstVisit = [...seen.scripts].sort();
  seen.scripts.clear();
  await page.reload();
  await expect.poll(() => seen.analytics).toBe(2);
  await expect(banner(page)).toBeHidden();
  expect([...seen.scripts].sort(), 'the banner costs a first visit no extra script').toEqual(firstVisit);
});

test('Reject All stores rejected/false and never loads analytics', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/terms');
  await banner(page).getByRole('button', { name: COPY.reject }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({ consent: 'rejected', analytics: 'false' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(seen.analytics).toBe(0);
});

test('Customize: essential locked on, analytics off by default; Save with analytics loads it now but not on later visits', async ({
  page,
}) => {
  const seen = watchRequests(page);
  await page.goto('/blog');
  await banner(page).getByRole('button', { name: COPY.customize }).click();
  const essential = banner(page).getByRole('checkbox', { name: COPY.essential.label });
  const analytics = banner(page).getByRole('checkbox', { name: COPY.analytics.label });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(analytics).not.toBeChecked();
  await expect(analytics).toBeFocused();
  await analytics.check();
  await banner(page).getByRole('button', { name: COPY.save }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({ consent: 'customized', analytics: 'true' });
  await expect.poll(() => seen.analytics).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen.analytics, 'stored customized does not load analytics on later visits (only Accept All does)').toBe(1);
});

test('Customize and Save without analytics stores customized/false and loads nothing', async ({ page }) => {
  const seen = watchRequests(page);
  await page.goto('/blog');
  await banner(page).getByRole('button', { name: COPY.customize }).click();
  await banner(page).getByRole('button', { name: COPY.save }).click();
  expect(await stored(page)).toEqual({ consent: 'customized', analytics: 'false' });
  expect(seen.analytics).toBe(0);
});

test('the close button hides the banner and stores nothing, so it shows again next time', async ({ page }) => {
  await page.goto('/blog');
  await banner(page).getByRole('button', { name: COPY.close }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toEqual({ consent: null, analytics: null });
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, Reject All is as prominent as Accept All`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/blog');
    const accept = banner(page).getByRole('button', { name: COPY.accept });
    const reject = banner(page).getByRole('button', { name: COPY.reject });
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.width - r!.width)).toBeLessThan(2);
    expect(a!.height).toBe(r!.height);
    const style = (el: typeof accept) =>
      el.evaluate((e) => {
        const s = getComputedStyle(e);
        return [s.fontWeight, s.fontSize, s.backgroundColor, s.color, s.borderTopWidth, s.borderTopColor];
      });
    expect(await style(reject)).toEqual(await style(accept));
  });
}

test('on a phone the banner takes at most a quarter of the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const box = (await banner(page).boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(844 / 4);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
});

test('the banner is reached by keyboard right after the skip link, with a visible focus', async ({ page }) => {
  await page.goto('/blog');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // close button
  await expect(banner(page).getByRole('button', { name: COPY.close })).toBeFocused();
  await page.keyboard.press('Tab'); // privacy link
  await page.keyboard.press('Tab');
  const accept = banner(page).getByRole('button', { name: COPY.accept });
  await expect(accept).toBeFocused();
  expect(await accept.evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  expect(await stored(page)).toEqual({ consent: 'accepted', analytics: 'true' });
});

test.describe('after a choice', () => {
  test.use({ storedConsent: 'rejected' });

  test('"Cookie settings" in the footer reopens the banner to change it', async ({ page }) => {
    const seen = watchRequests(page);
    await page.goto('/blog');
    await expect(banner(page)).toBeHidden();
    await page.getByRole('button', { name: COPY.reopen }).click();
    await banner(page).getByRole('button', { name: COPY.accept }).click();
    expect(await stored(page)).toEqual({ consent: 'accepted', analytics: 'true' });
    await expect.poll(() => seen.analytics).toBe(1);
  });

  test('the banner privacy link lands on the privacy policy', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
  });
});
