import { PAGER_LABELS } from '../../templates/ui-labels';
import { expect, test } from './fixtures';

test('the listing shows the featured post and 12 more a page, with pages linked', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.locator('.post-card--featured')).toHaveCount(1);
  await expect(page.locator('.card-grid article')).toHaveCount(12);
  const pager = page.getByRole('navigation', { name: /pages$/ });
  await expect(pager.getByRole('link', { name: PAGER_LABELS.page(1) })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: PAGER_LABELS.next }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.locator('h1')).toContainText('(page 2 of');
  await expect(page.locator('.post-card--featured')).toHaveCount(0);
  await pager.getByRole('link', { name: PAGER_LABELS.previous }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the category chips are links to static category listings, and work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${process.env.PREVIEW_URL}/blog`);
  const chips = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
  await expect(chips.first()).toHaveText('All Posts');
  expect((await chips.allTextContents()).slice(0, 7)).toEqual([
    'All Posts',
    'Conversion Optimization',
    'Performance',
    'Security',
    'SEO',
    'UX Design',
    'Mobile Design',
  ]);
  await chips.filter({ hasText: /^Security$/ }).click();
  await expect(page).toHaveURL(/\/blog\/category\/security$/);
  await expect(page.getByRole('link', { name: 'Security', exact: true })).toHaveAttribute('aria-current', 'page');
  const categories = await page.locator('.card-grid article .chip').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(new Set(categories)).toEqual(new Set(['Security']));
  await context.close();
});

test('posts /blog/1 to /blog/6 are listed, and every article page renders', async ({ page }) => {
  const hrefs: string[] = [];
  for (const listing of ['/blog', '/blog/page/2']) {
    await page.goto(listing);
    hrefs.push(
      ...(await page.locator('.post-card h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
    );
  }
  expect(hrefs.filter((h) => /^\/blog\/\d+$/.test(h)).sort()).toEqual([
    '/blog/1',
    '/blog/2',
    '/blog/3',
    '/blog/4',
    '/blog/5',
    '/blog/6',
  ]);
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
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
