import { frontMatter } from '../support/content-copy';
import { expect, test } from './fixtures';

const blog = await frontMatter<{ heading: string }>('/blog');

const CDN = '/what-is-a-cdn-and-why-does-your-website-need-one/';

const cases: [string, string][] = [
  ['/blogs', '/blog'],
  ['/blogs-primspolio', '/blog'],
  ['/the-public-post-test', '/blog'],
  ['/privacy-policy', '/privacy'],
  [`${CDN.slice(0, -1)}-page/`, CDN],
  ['/_nub/anything/at/all', '/'],
];

for (const [from, to] of cases) {
  test(`${from} lands on ${to}`, async ({ page }) => {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('an exact redirect stub works on a host without _redirects (meta refresh)', async ({ page }) => {
  await page.goto('/blogs.html');
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blog.heading);
});
