import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { startPreview } from '../../cli/preview/server';
import { expect, NOT_FOUND_LOG, test } from './fixtures';

test.use({ allowConsole: [NOT_FOUND_LOG] });

test('an unknown path shows the 404 page with status 404, noindex and helpful links', async ({ page }) => {
  const response = await page.goto('/this/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Page Not Found - 404 Error/);
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  const main = page.getByRole('main');
  for (const name of ['Home', 'Services', 'Free Website Audit', 'Blog', 'Contact']) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await main.getByRole('link', { name: /^Blog/ }).click();
  await expect(page).toHaveURL(/\/blog$/);
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
    await server.close();
    await rm(bare, { recursive: true, force: true });
  }
});
