import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { SATTERI_UNAVAILABLE } from '../../../../../cli/pipeline/markdown/satteri-binding';
import { runCli } from '../../../../support/cli';
import { REPO_ROOT, scratchSite, type ScratchSite } from '../../../../support/fixtures';

/** A body with what each parser reads its own way: GFM's constructs, a task whose text starts with emphasis, raw-looking text. */
const BODY = `
Speed matters[^1], see www.example.com or write to hello@example.com.

- [x] *Measured* the home page
- [ ] Cut ~~half~~ the script

| Page | Load |
|:-----|-----:|
| Home | 1.2 s |

> A quote with \`code\` and **bold**.

[^1]: As measured in the field.
`;

/**
 * Whether Sätteri loads or not, a build writes the same pages: with its binding forced to fail
 * (SITE_SATTERI_UNAVAILABLE=1) bodies are parsed by remark-parse, and the build says so once.
 */
describe('the Markdown parser falling back to remark', () => {
  let site: ScratchSite;
  const temps: string[] = [];
  beforeAll(async () => {
    site = await scratchSite();
    await site.edit('blog/fast.md', (text) =>
      text.replace('Body of the first post.\n', `Body of the first post.\n${BODY}`),
    );
  });
  afterAll(async () => {
    delete process.env[SATTERI_UNAVAILABLE];
    await site.remove();
    await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const build = async (outDir: string) => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'satteri-cache-'));
    temps.push(cacheDir);
    return buildSite({ contentDir: site.content, outDir, cacheDir, workers: 0 });
  };

  it('writes byte-identical pages, and says once that it fell back', async () => {
    const withSatteri = await build(path.join(site.dir, 'satteri'));
    expect(withSatteri.markdownParser).toEqual({ name: 'satteri', reason: expect.stringMatching(/^auto: /) });
    expect(withSatteri.notices).toBeUndefined();

    process.env[SATTERI_UNAVAILABLE] = '1';
    const withRemark = await build(path.join(site.dir, 'remark')).finally(
      () => delete process.env[SATTERI_UNAVAILABLE],
    );
    expect(withRemark.markdownParser).toEqual({
      name: 'remark',
      reason: expect.stringMatching(/Sätteri did not load/),
    });
    expect(withRemark.notices).toEqual([
      expect.stringMatching(/^Markdown is parsed with remark-parse instead of Sätteri: .*SITE_SATTERI_UNAVAILABLE=1/),
    ]);

    const pages = (result: typeof withSatteri) => result.files.map((f) => f.path).filter((f) => f.endsWith('.html'));
    expect(pages(withRemark).sort()).toEqual(pages(withSatteri).sort());
    expect(pages(withSatteri).length).toBeGreaterThan(5);
    for (const page of pages(withSatteri)) {
      const [a, b] = await Promise.all([withSatteri, withRemark].map((r) => readFile(path.join(r.outDir, page))));
      expect(a!.equals(b!), page).toBe(true);
    }
    // The body really holds what both parsers read: a task list, a table, a footnote.
    const post = await readFile(path.join(withSatteri.outDir, 'blog/1.html'), 'utf8');
    expect(post).toMatch(/type="checkbox"[^>]*checked[\s\S]*<em>Measured<\/em>[\s\S]*<table[\s\S]*data-footnotes/);
  });

  it('falls back the same way through the CLI when the binding is not installed', async () => {
    const hide = path.join(REPO_ROOT, 'tests/support/without-satteri-binding.mjs');
    const run = (out: string, env: NodeJS.ProcessEnv = {}) =>
      runCli(['build', '--content', site.content, '--out', out, '--no-cache'], { env, timeoutMs: 120_000 });
    const [withSatteri, without] = [path.join(site.dir, 'cli-satteri'), path.join(site.dir, 'cli-without')];
    const normal = await run(withSatteri);
    const removed = await run(without, { NODE_OPTIONS: `--import ${pathToFileURL(hide).href}` });
    expect([normal.code, removed.code]).toEqual([0, 0]);
    expect(normal.stdout).toContain('Markdown parser: satteri (auto: ');
    expect(removed.stdout).toContain('Markdown parser: remark (auto: Sätteri did not load (Cannot find native binding');
    expect(removed.stdout.match(/Markdown is parsed with remark-parse instead of Sätteri/g)).toHaveLength(1);
    const html = (await readdirRecursive(withSatteri)).filter((f) => f.endsWith('.html'));
    expect(html.length).toBeGreaterThan(5);
    for (const page of html) {
      const [a, b] = await Promise.all([withSatteri, without].map((dir) => readFile(path.join(dir, page))));
      expect(a!.equals(b!), page).toBe(true);
    }
  });
});

async function readdirRecursive(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
