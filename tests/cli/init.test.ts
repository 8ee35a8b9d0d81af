import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { REPO_ROOT } from '../support/fixtures';
import { MINI_SITE } from '../support/mini-site';

const exec = promisify(execFile);

/** Every file of a folder, relative, sorted; without what installing and building make. */
async function filesOf(dir: string): Promise<string[]> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/^(node_modules|dist)\//.test(file) && file !== 'package-lock.json')
    .sort();
}

/**
 * `site init <dir>` as a maintainer starts a new site: the minimal site, depending on this
 * generator by a file: path, which `npm install` links offline and `npm run build` builds.
 */
describe('site init', () => {
  let root: string;
  let site: string;
  let made: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'site-init-'));
    site = path.join(root, 'Corner Bakery');
    // From a folder that is no site at all: init needs none.
    made = await runCli(['init', site], { cwd: root, env: { SITE_CACHE_DIR: undefined } });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes the minimal site, named after its folder, depending on this generator by a file: path', async () => {
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    expect(await filesOf(site)).toEqual(await filesOf(MINI_SITE));
    const manifest = JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8')) as {
      name: string;
      dependencies: Record<string, string>;
    };
    expect(manifest.name).toBe('corner-bakery');
    const link = manifest.dependencies['chinook-site']!;
    expect(link).toMatch(/^file:/);
    expect(path.resolve(site, link.slice('file:'.length))).toBe(REPO_ROOT);
  });

  it('installs offline from the local generator and builds', async () => {
    await exec('npm', ['install', '--offline', '--no-audit', '--no-fund'], { cwd: site, timeout: 120_000 });
    expect(await realpath(path.join(site, 'node_modules', 'chinook-site'))).toBe(await realpath(REPO_ROOT));
    const { stdout } = await exec('npm', ['run', 'build'], {
      cwd: site,
      timeout: 120_000,
      env: { ...process.env, SITE_CACHE_DIR: undefined, NO_COLOR: '1' },
    });
    expect(stdout).toMatch(/Built \d+ routes/);
    expect(existsSync(path.join(site, 'dist', 'index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'dist', 'recipes.html'))).toBe(true);
  }, 240_000);

  it('writes nothing into a folder that is not empty, and says so', async () => {
    const busy = path.join(root, 'busy');
    await runCli(['init', busy], { cwd: root });
    await writeFile(path.join(busy, 'notes.txt'), 'mine\n');
    const before = await filesOf(busy);
    await rm(path.join(busy, 'package.json'));
    const again = await runCli(['init', busy], { cwd: root });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');
    expect(again.stderr).toContain('nothing was written');
    expect(await filesOf(busy)).toEqual(before.filter((file) => file !== 'package.json'));
  });
});
