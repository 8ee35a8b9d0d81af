import { spawn } from 'node:child_process';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../support/cli';
import { REPO_ROOT } from '../support/fixtures';
import { installedMiniSite, MINI_SITE } from '../support/mini-site';

/** A recipe of the fixture, as its front matter gives it. */
interface Recipe {
  slug: string;
  title: string;
  date: string;
}

async function recipes(): Promise<Recipe[]> {
  const folder = path.join(MINI_SITE, 'content', 'recipes');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.md'));
  const read = await Promise.all(files.map(async (file) => matter(await readFile(path.join(folder, file), 'utf8'))));
  return read.map(({ data }) => ({ slug: data.slug as string, title: data.title as string, date: String(data.date) }));
}

async function htmlFiles(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true });
  return files.filter((file) => file.endsWith('.html')).sort();
}

/**
 * A second site, in a folder of its own (tests/fixtures/mini-site: its own content/, templates/
 * and model, and a collection of recipes the generator's own site does not have), built by the
 * same CLI, which loads the site's definition from the folder the command runs in.
 */
describe('a second site', () => {
  let dir: string;
  let built: Awaited<ReturnType<typeof runCli>>;
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runCli(args, { cwd: dir, timeoutMs: 120_000, env: { SITE_CACHE_DIR: undefined, ...env } });

  beforeAll(async () => {
    dir = await installedMiniSite();
    built = await run(['build']);
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds its own pages, and none of the generator’s site', async () => {
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
    const expected = [
      '404.html',
      'index.html',
      'recipes.html',
      ...(await recipes()).map((r) => `recipes/${r.slug}.html`),
    ];
    expect(await htmlFiles(path.join(dir, 'dist'))).toEqual(expected.sort());
  });

  it('lists its collection, newest first, with titles in its own brand', async () => {
    const config = parse(await readFile(path.join(MINI_SITE, 'content', 'site.yaml'), 'utf8')) as {
      site: { brand: string };
    };
    const listing = await readFile(path.join(dir, 'dist', 'recipes.html'), 'utf8');
    const newestFirst = (await recipes()).sort((a, b) => b.date.localeCompare(a.date));
    const linked = [...listing.matchAll(/href="\/recipes\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(linked).toEqual(newestFirst.map((r) => r.slug));
    for (const recipe of newestFirst) {
      const page = await readFile(path.join(dir, 'dist', 'recipes', `${recipe.slug}.html`), 'utf8');
      const brand = config.site.brand.replaceAll('&', '&amp;');
      expect(page).toContain(`<title>${recipe.title} | ${brand}</title>`);
    }
  });

  it('passes site check, the HTML checker included', async () => {
    const checked = await run(['check', '--html']);
    expect(checked.stdout + checked.stderr).toMatch(/no problems/);
    expect(checked.code).toBe(0);
  }, 120_000);

  it('builds the same from its sources, through tsx, as compiled', async () => {
    const fromSource = await run(['build', '--no-cache', '--out', 'dist-source'], { SITE_FROM_SOURCE: '1' });
    expect(fromSource.code).toBe(0);
    const files = await htmlFiles(path.join(dir, 'dist'));
    expect(await htmlFiles(path.join(dir, 'dist-source'))).toEqual(files);
    for (const file of files) {
      const compiled = await readFile(path.join(dir, 'dist', file), 'utf8');
      expect(await readFile(path.join(dir, 'dist-source', file), 'utf8'), file).toBe(compiled);
    }
  }, 120_000);

  it('site dev serves it and shows an edited recipe (its templates run through tsx in the builder thread)', async () => {
    const [recipe] = await recipes();
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'cli/bin/site.js'), 'dev', '--port', '0'], {
      cwd: dir,
      env: { ...process.env, SITE_CACHE_DIR: undefined, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d));
    child.stderr.on('data', (d: Buffer) => (output += d));
    const until = async <T>(find: () => Promise<T | undefined>): Promise<T> => {
      for (const started = Date.now(); Date.now() - started < 60_000;) {
        const found = await find();
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`timed out; the server said:\n${output}`);
    };
    try {
      const base = await until(async () => /Serving at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output)?.[1]);
      const page = async () => (await fetch(`${base}/recipes/${recipe!.slug}`)).text();
      expect(await page()).toContain(`<h1>${recipe!.title}</h1>`);
      const file = path.join(dir, 'content', 'recipes', `${recipe!.slug}.md`);
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace(`title: ${recipe!.title}`, `title: ${recipe!.title}, edited`));
      await until(async () => ((await page()).includes(`<h1>${recipe!.title}, edited</h1>`) ? true : undefined));
      await writeFile(file, text);
    } finally {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('close', resolve));
    }
  }, 120_000);

  it('writes a new entry from its own collection’s scaffold (`site new recipe`)', async () => {
    const made = await run(['new', 'recipe', 'seeded-rye']);
    expect(made.code).toBe(0);
    const text = await readFile(path.join(dir, 'content', 'recipes', 'seeded-rye.md'), 'utf8');
    expect(matter(text).data).toMatchObject({ slug: 'seeded-rye' });
    // Its placeholders are problems until they are filled in, named at their file.
    const failed = await run(['build', '--out', 'dist-new']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/recipes/seeded-rye.md:3 description');
  }, 120_000);
});
