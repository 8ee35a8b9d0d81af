import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../support/fixtures';
import { expect, test } from './fixtures';

/** `site dev` on a scratch copy of the fixture site: edits reach the open page by themselves. */
test.describe('site dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let site: ScratchSite;
  let server: DevServer;
  const log: string[] = [];

  test.beforeAll(async () => {
    site = await scratchSite();
    server = await startDevServer({
      contentDir: site.content,
      port: 0,
      host: '127.0.0.1',
      log: (line) => log.push(line),
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await site?.remove();
  });

  test('an edit of a post reloads the open page with the new text, keeping the scroll position', async ({ page }) => {
    await page.goto(`${server.url}/blog/2`);
    await expect(page.locator('h1')).toHaveText('Security Second');
    await page.evaluate(() => window.scrollTo(0, 200));
    const started = Date.now();
    await site.edit('blog/safe.md', (t) =>
      t.replace('Body of the second post.', 'Body edited while the page was open.'),
    );
    await expect(page.getByText('Body edited while the page was open.')).toBeVisible();
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a stylesheet edit swaps the styles without a reload', async ({ page }) => {
    const css = path.join(REPO_ROOT, 'templates/styles/templates/legal.css');
    const original = await readFile(css, 'utf8');
    try {
      await page.goto(`${server.url}/legal`);
      await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
      await appendFile(css, '\n.legal h1 { letter-spacing: 0.25em; }\n');
      await expect
        .poll(() => page.locator('h1').evaluate((h) => getComputedStyle(h).letterSpacing), { timeout: 20_000 })
        .not.toBe('normal');
      expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
    } finally {
      await writeFile(css, original);
    }
  });

  test('a broken file shows the problems over the page, and fixing it clears them', async ({ page }) => {
    await page.goto(`${server.url}/blog/2`);
    await site.edit('blog/safe.md', (t) => t.replace('readTime: 7', 'readTime: seven'));
    const overlay = page.locator('#site-dev-overlay');
    await expect(overlay.getByRole('alert')).toContainText('readTime: expected number, got "seven"');
    await expect(overlay.getByRole('alert')).toContainText('blog/safe.md:7');
    expect(log.join('\n')).toMatch(/✖ .* failed:[\s\S]*readTime: expected number/);
    await site.edit('blog/safe.md', (t) => t.replace('readTime: seven', 'readTime: 7'));
    await expect(overlay).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Security Second');
  });
});
