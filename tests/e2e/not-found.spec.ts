import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { startPreview } from '../../cli/preview/server';
import { frontMatter } from '../support/content-copy';
import { expect, NOT_FOUND_LOG, test } from './fixtures';

const notFound = await frontMatter<{ title: string; message: string; links: { label: string; href: string }[] }>(
  '/404',
);

test.use({ allowConsole: [NOT_FOUND_LOG] });

test('an unknown path shows the 404 page with status 404, noindex and helpful links', async ({ page }) => {
  const response = await page.goto('/this/does-not-exist');
  expect(response?.status()).toBe(404);
  expect((await page.title()).slice(0, notFound.title.length)).toBe(notFound.title);
  await expect(page.getByText(notFound.message)).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  const main = page.getByRole('main');
  expect(notFound.links.length).toBeGreaterThan(0);
  for (const { label, href } of notFound.links)
    await expect(main.locator(`a[href="${href}"]`).filter({ hasText: label })).toBeVisible();
  const { label, href } = notFound.links.at(-1)!;
  await main.locator(`a[href="${href}"]`).filter({ hasText: label }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('on a host that ignores _redirects, the 404 page forwards wildcard paths itself', async ({ page }) => {
  const dist = process.env.E2E_DIST!;
  const bare = path.join(path.dirname(dist), `no-redirects-${test.info().workerIndex}`);
  await rm(bare, { recursive: true, force: true });
  await cp(dist, bare, { recursive: true });
  await rm(path.join(bare, '_redirects'));
  const server = await startPreview({ root: bare, port: 0 });
  try {
    const response = await page.goto(`${server.url}/_nub/some/old/path`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    // Nothing in flight first: the browser may still be fetching the favicon, which would fail
    // (a console error) once the server is gone.
    await page.waitForLoadState('networkidle');
    await server.close();
    await rm(bare, { recursive: true, force: true });
  }
});
