import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startPreview, type PreviewServer } from '../../cli/preview/server';
import { runCli } from '../support/cli';
import { installedMiniSite } from '../support/mini-site';
import { expect, test } from './fixtures';

/**
 * The starter site's island (tests/fixtures/mini-site/widgets/loaves), built in a folder of its
 * own: its server side uses the generator's <Island> (chinook-site/island), its browser entry the
 * generator's hydrate (chinook-site/hydrate), and its pages load the generator's island loader.
 * One React on the page, or hydration fails (the console guard reports it).
 */
let dir: string;
let server: PreviewServer;

test.beforeAll(async () => {
  dir = await installedMiniSite('mini-site-island-');
  const built = await runCli(['build'], { cwd: dir, timeoutMs: 120_000, env: { SITE_CACHE_DIR: undefined } });
  expect(built.code, built.stderr).toBe(0);
  server = await startPreview({ root: path.join(dir, 'dist'), port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

test("a second site's island hydrates with the generator's island runtime", async ({ page }) => {
  await page.goto(`${server.url}/recipes/country-sourdough`);
  const counter = page.locator('[data-island="loaves"]');
  // The server's HTML, until first contact loads the island's code (and replays the click).
  await expect(counter.locator('output')).toHaveText('2 loaves: the quantities as written');
  await counter.getByRole('button', { name: 'One loaf more' }).click();
  await expect(counter).toHaveAttribute('data-hydrated', '');
  await expect(counter.locator('output')).toHaveText('3 loaves: the quantities × 1.5');
  await counter.getByRole('button', { name: 'One loaf fewer' }).click();
  await expect(counter.locator('output')).toHaveText('2 loaves: the quantities as written');
});
