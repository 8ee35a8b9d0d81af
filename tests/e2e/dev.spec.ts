import { PLAN_WORDS } from '../../cli/dev/build-report';
import { execFileSync } from 'node:child_process';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer, type DevServer } from '../../cli/dev/dev-server';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../support/fixtures';
import { expect, test } from './fixtures';

/** Saves as vim, `sed -i` and IDEs' safe write do: a new file renamed over the original (a new inode). */
async function renameSave(file: string, change: (text: string) => string): Promise<void> {
  const scratch = path.join(path.dirname(file), `.${path.basename(file)}.tmp.${process.pid}`);
  await writeFile(scratch, change(await readFile(file, 'utf8')));
  await rename(scratch, file);
}

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
    // The planner's decision ends each build's line: the first build, then this body alone.
    expect(log[0]).toMatch(new RegExp(`^✔ Built: .* \\((${PLAN_WORDS.full}|${PLAN_WORDS.incremental}): .+\\)$`));
    expect(log.join('\n')).toMatch(
      new RegExp(`pages rendered in \\d+ ms \\(${PLAN_WORDS.bodies}: only \\S*blog/safe\\.md changed\\)`),
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a stylesheet edit swaps the styles without a reload', async ({ page }) => {
    const css = path.join(REPO_ROOT, 'templates/styles/pages/legal.css');
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
    expect(log.join('\n')).toMatch(/✖ .* the build failed with 1 problem[\s\S]*readTime: expected number/);
    await site.edit('blog/safe.md', (t) => t.replace('readTime: seven', 'readTime: 7'));
    await expect(overlay).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Security Second');
  });

  test('a post saved by rename, then in place, then by rename again, and a front-matter error: each reaches the page', async ({
    page,
  }) => {
    const post = path.join(site.content, 'blog/fast.md');
    await page.goto(`${server.url}/blog/1`);
    const h1 = page.locator('h1');
    const title = (await h1.textContent())!.trim();
    // The body alone (rendered from the last build), then the front matter (a full incremental build).
    await renameSave(post, (t) => t.replace('Body of the first post.', 'Saved by rename.'));
    await expect(page.getByText('Saved by rename.')).toBeVisible();
    await writeFile(post, (await readFile(post, 'utf8')).replace('Saved by rename.', 'Then saved in place.'));
    await expect(page.getByText('Then saved in place.')).toBeVisible();
    execFileSync('sed', ['-i', `s/${title}/${title} (sed -i)/`, post]);
    await expect(h1).toHaveText(`${title} (sed -i)`);
    const before = log.length;
    await renameSave(post, (t) => t.replace(/^readTime: \d+$/m, 'readTime: five'));
    const overlay = page.locator('#site-dev-overlay');
    await expect(overlay.getByRole('alert')).toContainText('readTime: expected number, got "five"');
    await expect(overlay.getByRole('alert')).toContainText('blog/fast.md:');
    const logged = log.slice(before).join('\n');
    expect(logged).toMatch(
      /✖ .*blog\/fast\.md changed: the build failed with 1 problem \(open pages show them too\):\n.*readTime: expected number/,
    );
    // The log names the article, never the editor's temporary file.
    expect(logged).not.toMatch(/\.tmp\.|sed[A-Za-z0-9]{6}/);
    await renameSave(post, (t) => t.replace('readTime: five', 'readTime: 4'));
    await expect(overlay).toHaveCount(0);
    await expect(h1).toHaveText(`${title} (sed -i)`);
  });

  test.describe('a page whose event stream connects after a build', () => {
    // The stream refused while the build runs: Chromium logs the failed request.
    test.use({ allowConsole: [/__site\/events|ERR_FAILED/] });

    test('reloads by itself: the build finished between serving it and its connecting', async ({ page }) => {
      // As when an editor saves twice in a row: the second build's reload reaches no one while
      // the page of the first is still loading.
      await page.route('**/__site/events', (route) => route.abort());
      await page.goto(`${server.url}/blog/2`);
      const before = log.length;
      const text = 'Built while the page was not listening.';
      await site.edit('blog/safe.md', (t) => t.replace('Body edited while the page was open.', text));
      await expect.poll(() => log.slice(before).join('\n')).toMatch(/✔ .*blog\/safe\.md changed/);
      await expect(page.getByText(text)).toHaveCount(0);
      await page.unroute('**/__site/events');
      await expect(page.getByText(text)).toBeVisible({ timeout: 15_000 });
    });
  });

  test('a template saved by rename, then in place, then by rename again: each reaches the page', async ({ page }) => {
    test.setTimeout(120_000);
    const css = path.join(REPO_ROOT, 'templates/styles/pages/legal.css');
    const tsx = path.join(REPO_ROOT, 'templates/pages/Legal.tsx');
    const [cssText, tsxText] = await Promise.all([readFile(css, 'utf8'), readFile(tsx, 'utf8')]);
    const spacing = () => page.locator('h1').evaluate((h) => getComputedStyle(h).wordSpacing);
    try {
      await page.goto(`${server.url}/legal`);
      await renameSave(css, (t) => `${t}\n.legal h1 { word-spacing: 11px; }\n`);
      await expect.poll(spacing, { timeout: 20_000 }).toBe('11px');
      await writeFile(css, (await readFile(css, 'utf8')).replace('word-spacing: 11px', 'word-spacing: 12px'));
      await expect.poll(spacing, { timeout: 20_000 }).toBe('12px');
      await renameSave(css, (t) => t.replace('word-spacing: 12px', 'word-spacing: 13px'));
      await expect.poll(spacing, { timeout: 20_000 }).toBe('13px');
      // A component: the builder starts afresh with the saved module.
      await renameSave(tsx, (t) => t.replace('Last updated:', 'Last revised:'));
      await expect(page.getByText('Last revised:')).toBeVisible({ timeout: 60_000 });
      await writeFile(tsx, (await readFile(tsx, 'utf8')).replace('Last revised:', 'Revised on:'));
      await expect(page.getByText('Revised on:')).toBeVisible({ timeout: 60_000 });
    } finally {
      await Promise.all([writeFile(css, cssText), writeFile(tsx, tsxText)]);
    }
  });
  test('a template that does not compile shows why over the page, and the saved fix rebuilds', async ({ page }) => {
    test.setTimeout(120_000);
    const tsx = path.join(REPO_ROOT, 'templates/pages/Legal.tsx');
    const text = await readFile(tsx, 'utf8');
    try {
      await page.goto(`${server.url}/legal`);
      const before = log.length;
      await writeFile(tsx, `${text}\nexport const broken = (;\n`);
      const overlay = page.locator('#site-dev-overlay');
      await expect(overlay.getByRole('alert')).toContainText('Legal.tsx', { timeout: 60_000 });
      // Whether the code graph or the builder thread meets the error first, the dev server says where.
      expect(log.slice(before).join('\n')).toMatch(/✖ .* the build failed[\s\S]*Legal\.tsx/);
      await writeFile(tsx, text);
      await expect(overlay).toHaveCount(0, { timeout: 60_000 });
      await expect(page.locator('h1')).toBeVisible();
    } finally {
      await writeFile(tsx, text);
    }
  });
});
