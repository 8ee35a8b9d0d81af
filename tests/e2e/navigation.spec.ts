import { SHELL_LABELS } from '../../templates/ui-labels';
import { blogPosts, frontMatter, siteConfig } from '../support/content-copy';
import { expect, test } from './fixtures';

const blog = await frontMatter<{ heading: string }>('/blog');
const terms = await frontMatter<{ title: string }>('/terms');
const { navigation, footer } = await siteConfig();
const article = (await blogPosts()).find((post) => post.route === '/blog/3')!;
/** The label content/site.yaml gives the link to `href` in `links`. */
const labelOf = (links: readonly { label: string; href: string }[], href: string) =>
  links.find((l) => l.href === href)!.label;

test('the navigation bar links every section and marks the current page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: SHELL_LABELS.mainNavigation });
  await expect(nav.getByRole('link')).toHaveCount(13);
  await nav.getByRole('link', { name: labelOf(navigation, '/blog') }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.heading);
  await expect(nav.getByRole('link', { name: labelOf(navigation, '/blog') })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current=page]')).toHaveCount(1);
});

test('an article is reachable from the listing and the breadcrumb leads back', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: article.title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog\/3$/);
  await expect(page.locator('h1')).toHaveCount(1);
  await page.getByRole('navigation', { name: SHELL_LABELS.breadcrumb }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the footer legal links open the legal pages', async ({ page }) => {
  await page.goto('/blog');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: labelOf(footer.legalLinks, '/terms') })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
  await expect(page.getByText('Last updated: September 22, 2025')).toBeVisible();
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: labelOf(footer.legalLinks, '/privacy') })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('the skip link is the first stop and moves focus to main', async ({ page }) => {
  await page.goto('/terms');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: SHELL_LABELS.skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the chat button opens the chat in a new tab without an opener', async ({ page }) => {
  await page.goto('/blog');
  const chat = page.getByRole('link', { name: /Chat with us/ });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/14035550147\?text=Hi!%20I'd%20like/);
});

test('back to top appears past 300 px and scrolls to the top', async ({ page }) => {
  await page.goto('/blog/1');
  const button = page.getByRole('link', { name: SHELL_LABELS.backToTop });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
