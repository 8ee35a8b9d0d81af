import { SHELL_LABELS } from '../../templates/ui-labels';
import { siteConfig } from '../support/content-copy';
import { expect, test } from './fixtures';

const blogLabel = (await siteConfig()).navigation.find((l) => l.href === '/blog')!.label;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the menu toggles, and closes when a link is chosen', async ({ page }) => {
  await page.goto('/blog');
  const nav = page.getByRole('navigation', { name: SHELL_LABELS.mainNavigation });
  const toggle = page.locator('summary', { hasText: SHELL_LABELS.menu });
  await expect(nav).toBeHidden();
  await toggle.click();
  await expect(nav).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(nav).toBeHidden();
  await toggle.click();
  await nav
    .getByRole('link', { name: 'Terms' })
    .or(nav.getByRole('link', { name: blogLabel }))
    .first()
    .click();
  await expect(nav).toBeHidden();
});

test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
  await page.goto('/terms');
  const toggle = page.locator('summary', { hasText: SHELL_LABELS.menu });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: SHELL_LABELS.mainNavigation })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: SHELL_LABELS.mainNavigation })).toBeHidden();
  await expect(toggle).toBeFocused();
});

test('nothing is wider than the phone screen', async ({ page }) => {
  for (const route of ['/', '/blog', '/blog/1', '/terms', '/what-is-a-cdn-and-why-does-your-website-need-one/']) {
    await page.goto(route);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, route).toBeLessThanOrEqual(0);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu still opens, and a chosen link loads with the menu closed', async ({ page }) => {
    await page.goto('/terms');
    const nav = page.getByRole('navigation', { name: SHELL_LABELS.mainNavigation });
    await expect(nav).toBeHidden();
    await page.locator('summary', { hasText: SHELL_LABELS.menu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: blogLabel }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
    await expect(page.locator('article[data-category]').first()).toBeVisible();
  });
});
