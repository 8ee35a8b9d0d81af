import { expect, test } from './fixtures';

test('the listing shows six posts, one featured, and the chips filter them', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.locator('[data-enhance~="post-filter"] article[data-category]');
  await expect(posts).toHaveCount(6);
  await expect(page.locator('.post-card--featured')).toHaveCount(1);
  const chips = page.getByRole('group', { name: 'Filter posts by category' }).getByRole('button');
  await expect(chips).toHaveText(['All Posts', 'Conversion Optimization', 'Performance', 'Security', 'SEO', 'UX Design', 'Mobile Design']);

  await chips.filter({ hasText: 'Security' }).click();
  await expect(posts.filter({ visible: true })).toHaveCount(1);
  await expect(posts.filter({ visible: true })).toHaveAttribute('data-category', 'Security');
  await expect(chips.filter({ hasText: 'Security' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-filter-status]')).toHaveText('Showing 1 post in Security');

  await chips.filter({ hasText: 'All Posts' }).click();
  await expect(posts.filter({ visible: true })).toHaveCount(6);
});

test('posts link to /blog/1 to /blog/6, and every article page renders', async ({ page }) => {
  await page.goto('/blog');
  const hrefs = await page.locator('[data-enhance~="post-filter"] article h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect([...hrefs].sort()).toEqual(['/blog/1', '/blog/2', '/blog/3', '/blog/4', '/blog/5', '/blog/6']);
  for (const href of hrefs) {
    const response = await page.goto(href!);
    expect(response?.status(), href!).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});

test('headings have anchors that the browser can jump to', async ({ page }) => {
  await page.goto('/terms');
  const first = page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page.locator(`h2[id="${href!.slice(1)}"]`)).toBeInViewport();
  expect(new URL(page.url()).hash).toBe(href);
});
