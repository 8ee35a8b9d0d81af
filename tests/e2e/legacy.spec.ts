import { SHELL_LABELS } from '../../templates/ui-labels';
import { articleCountText, latestMonth } from '../../templates/legacy/pick-posts';
import { blogPosts, frontMatter } from '../support/content-copy';
import { expect, test } from './fixtures';

const CDN = '/what-is-a-cdn-and-why-does-your-website-need-one/';
const playbook = await frontMatter<{ heading: string }>('/email-sequences');
const cdn = await frontMatter<{ title: string }>(CDN);

test('the internal /email-sequences page is in the e2e build, noindex and left out of the sitemap', async ({
  page,
  request,
}) => {
  const response = await page.goto('/email-sequences');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(playbook.heading);
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('.email-card')).toHaveCount(13);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('email-sequences');
});

test('the author page links to the real articles', async ({ page }) => {
  await page.goto('/author/founder/');
  // Counted from the blog: every article credits the founder.
  const posts = await blogPosts();
  await expect(page.getByText(articleCountText(posts.length))).toBeVisible();
  await expect(page.getByText(`Latest: ${latestMonth(posts)}`)).toBeVisible();
  await page.getByRole('link', { name: cdn.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${CDN}$`));
  // A heading's compounds are kept whole with non-breaking hyphens.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cdn.title.replace(/-/g, '\u2011'));
});

test('/posts/ and /category/web/ lead to articles and to each other', async ({ page }) => {
  await page.goto('/posts/');
  await expect(page.locator('.posts-featured .post-card')).toHaveCount(8);
  await page.getByRole('link', { name: /^Web Development/ }).click();
  await expect(page).toHaveURL(/\/category\/web\/$/);
  await expect(page.getByRole('navigation', { name: SHELL_LABELS.breadcrumb })).toHaveText(/Web Development Category/);
  await expect(page.locator('.post-card--row')).toHaveCount(5);
});
