import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_PARTS } from '../../cli/cache/cache-usage';
import { CACHE_TAG } from '../../cli/lib/write/places';
import { runCli } from '../support/cli';
import { FIXTURES } from '../support/fixtures';
import { installedMiniSite } from '../support/mini-site';

/** `site cache` as a maintainer uses it, with SITE_CACHE_DIR moving all of the cache (the compiled CLI too). */
describe('site cache', () => {
  let dir: string;
  let cacheDir: string;
  const run = (...args: string[]) => runCli(args, { env: { SITE_CACHE_DIR: cacheDir }, timeoutMs: 120_000 });
  // Named as the compiled copies are (20 hex digits of the sources' key); a folder of another name is not the CLI's to remove.
  const oldCopy = () => path.join(cacheDir, 'cli', 'a'.repeat(20));
  const recentCopy = () => path.join(cacheDir, 'cli', 'b'.repeat(20));
  const notACopy = () => path.join(cacheDir, 'cli', 'notes');
  let built: Awaited<ReturnType<typeof run>>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-cache-cli-'));
    cacheDir = path.join(dir, 'cache');
    for (const copy of [oldCopy(), recentCopy(), notACopy()]) {
      await mkdir(copy, { recursive: true });
      await writeFile(path.join(copy, 'index.mjs'), '');
    }
    await writeFile(path.join(cacheDir, CACHE_TAG), 'Signature: 8a477f597d28d172789f06886806bc55\n');
    const dayAgo = new Date(Date.now() - 86_400_000);
    for (const copy of [oldCopy(), notACopy()]) await utimes(copy, dayAgo, dayAgo);
    built = await run('build', '--content', path.join(FIXTURES, 'basic-site'), '--out', path.join(dir, 'out'));
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('compiles the CLI into SITE_CACHE_DIR and keeps only its current copy (and one another process used lately)', () => {
    expect(existsSync(oldCopy())).toBe(false);
    expect(existsSync(recentCopy())).toBe(true);
    expect(existsSync(notACopy())).toBe(true);
  });

  it("reads Markdown with Sätteri from there too: its native binding is the project's", () => {
    expect(built.stdout).toContain('Markdown parser: satteri (auto: ');
  });

  it('reports the size of each part of the cache and the total', async () => {
    const { code, stdout } = await run('cache');
    expect(code).toBe(0);
    expect(stdout).toContain(path.basename(cacheDir));
    for (const { folder } of CACHE_PARTS) expect(stdout).toMatch(new RegExp(`\\d+\\.\\d MB\\s+${folder}/`));
    const megabytes = (folder: string) => Number(new RegExp(`([\\d.]+) MB\\s+${folder}/`).exec(stdout)?.[1]);
    expect(megabytes('objects')).toBeGreaterThan(0);
    expect(megabytes('cli')).toBeGreaterThan(0);
    expect(stdout).toMatch(/[\d.]+ MB\s+in all/);
  });

  it('seeds: the content gets the encoded images of its build in .encoded/', async () => {
    const content = path.join(dir, 'content');
    await cp(path.join(FIXTURES, 'basic-site'), content, { recursive: true });
    const { code, stdout } = await run('cache', 'seed', '--content', content);
    expect(code).toBe(0);
    // The fixture's two SVGs, encoded by the build above: the seeding build links them from the cache.
    expect(stdout).toMatch(/✔ .*content\/\.encoded\/ holds 2 images, 2 files, [\d.]+ MB \(0 encoded now\)/);
    expect(await readdir(path.join(content, '.encoded', 'index'))).toHaveLength(2);
  });

  it('cleans: the folder is gone and the next build starts cold', async () => {
    const { code, stdout } = await run('cache', 'clean');
    expect(code).toBe(0);
    expect(stdout).toMatch(/Emptied .* \([\d.]+ MB\)/);
    expect(existsSync(cacheDir)).toBe(false);
  });
});

/** Two sites never share a cache: each keeps its own in its node_modules, by the site's package.json. */
describe('the cache of each site', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await installedMiniSite('site-own-cache-');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("lives in the site's own node_modules/.cache/, found from where the command runs", async () => {
    const env = { ...process.env, SITE_CACHE_DIR: undefined };
    const built = await runCli(['build', '--content', 'content', '--out', 'dist'], {
      cwd: dir,
      env,
      timeoutMs: 120_000,
    });
    expect(built.stderr).toBe('');
    const states = await readdir(path.join(dir, 'node_modules/.cache/chinook-site/states'));
    expect(states.some((name) => name.endsWith('.json'))).toBe(true);
    const usage = await runCli(['cache'], { cwd: dir, env });
    expect(usage.stdout).toContain('node_modules/.cache/chinook-site');
  });
});
