import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../cli/lib/write/places';
import { runCli } from '../support/cli';
import { copyProject, treeHash, type ProjectCopy } from '../support/project-copy';

/**
 * `site build --out` writes only a folder that is the build's own (issue: `--out content` wiped
 * the content). Every case runs the CLI of a throwaway copy of the project, so that a broken
 * guard deletes copies: the target is fingerprinted before and after, and must be untouched.
 */
describe('the output folder is the build’s own', () => {
  let copy: ProjectCopy;
  const build = (out: string, extra: string[] = []) =>
    runCli(['build', '--out', out, ...extra], {
      project: copy.project,
      cwd: copy.project,
      env: copy.env,
      timeoutMs: 60_000,
    });

  beforeAll(async () => {
    copy = await copyProject();
    // Compiles the copy's CLI once, and leaves a build in dist/ for the cases that replace one.
    const first = await build('dist');
    expect(first.stderr).toBe('');
  }, 120_000);
  afterAll(() => copy.remove());

  const refusals: [string, (c: ProjectCopy) => string, RegExp][] = [
    ['the content folder', () => 'content', /it is content\/, which the build reads/],
    ['a folder inside the content', () => 'content/pages', /it lies inside content\//],
    ['the project itself', () => '.', /it is or holds the project/],
    ['the folder around the project', () => '..', /it is or holds the project/],
    ['a source folder it never wrote', () => 'docs', /it is docs\//],
    ['tests/', () => 'tests', /it is tests\//],
    ['the code', () => 'cli', /it is cli\//],
    ['a file', () => 'README.md', /it is a file, not a folder/],
    ['the root of the file system', () => '/', /it is the root of the file system/],
    ['the home folder', (c) => c.home, /it is or holds your home folder/],
    ['the cache', (c) => c.cache, /it is .*cache\/, which the build reads or keeps/],
  ];

  it.each(refusals)('refuses %s with exit 2 and leaves it untouched', async (_name, target, reason) => {
    const out = target(copy);
    const resolved = path.resolve(copy.project, out);
    const watched = resolved === '/' ? copy.root : resolved;
    const before = await treeHash(watched);
    const run = await build(out);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(reason);
    expect(run.stderr).toMatch(/Nothing was written\.\n {2}Choose another output folder with --out/);
    expect(await treeHash(watched)).toBe(before);
    expect(await readdir(copy.root)).toEqual(expect.not.arrayContaining([expect.stringMatching(/\.(tmp|old)-/)]));
  });

  it('refuses a symbolic link to the project, and one to the content', async () => {
    for (const [link, to] of [
      ['link-to-project', copy.project],
      ['link-to-content', path.join(copy.project, 'content')],
    ] as const) {
      const at = path.join(copy.root, link);
      await symlink(to, at, 'dir');
      const before = await treeHash(to);
      const run = await build(at);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/Refused to build into/);
      expect(await treeHash(to)).toBe(before);
    }
  });

  it('refuses a folder holding files no build wrote, and names them', async () => {
    const foreign = path.join(copy.root, 'site-of-someone-else');
    await mkdir(foreign, { recursive: true });
    await writeFile(path.join(foreign, 'index.html'), '<p>mine</p>\n');
    const before = await treeHash(foreign);
    const run = await build(foreign);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/it holds files no build wrote \(index\.html\)/);
    expect(run.stderr).toMatch(/delete it once \(rm -rf .*site-of-someone-else\/\)/);
    expect(await treeHash(foreign)).toBe(before);
  });

  it('builds into a new folder, an empty one, and one holding only a host tool’s state', async () => {
    const empty = path.join(copy.root, 'empty');
    await mkdir(path.join(empty, '.wrangler', 'tmp'), { recursive: true });
    for (const out of [path.join(copy.root, 'new', 'out'), empty]) {
      const run = await build(out);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(existsSync(path.join(out, OUTPUT_MARKER))).toBe(true);
      expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    }
  });

  it('replaces its own earlier output, and adopts once an earlier build from before the marker', async () => {
    const dist = path.join(copy.project, 'dist');
    expect(existsSync(path.join(dist, OUTPUT_MARKER))).toBe(true);
    await unlink(path.join(dist, OUTPUT_MARKER));
    // The cache's records name every file in it: adopted, and marked.
    const adopted = await build('dist', ['--set', 'site.tagline=Adopted']);
    expect(adopted.stderr).toBe('');
    expect(existsSync(path.join(dist, OUTPUT_MARKER))).toBe(true);
    // A file of the maintainer's inside an unmarked folder: refused, with the file named.
    await unlink(path.join(dist, OUTPUT_MARKER));
    await writeFile(path.join(dist, 'notes.txt'), 'mine\n');
    const before = await treeHash(dist);
    const refused = await build('dist', ['--set', 'site.tagline=Refused']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/it holds files no build wrote \(notes\.txt\)/);
    expect(refused.stderr).toMatch(/Move those files out of dist\//);
    expect(await treeHash(dist)).toBe(before);
    await rm(path.join(dist, 'notes.txt'));
  });
});

describe('the other paths the CLI deletes or overwrites', () => {
  let copy: ProjectCopy;
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    runCli(args, { project: copy.project, cwd: copy.project, env: { ...copy.env, ...env }, timeoutMs: 60_000 });

  beforeAll(async () => {
    copy = await copyProject();
  }, 60_000);
  afterAll(() => copy.remove());

  it('site cache clean empties only a folder that is the cache', async () => {
    const before = await treeHash(copy.home);
    const refused = await run(['cache', 'clean'], { SITE_CACHE_DIR: copy.home });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /Refused to use .*home\/ as the build cache: it holds files the cache did not write \(notes\.txt\)/,
    );
    expect(await treeHash(copy.home)).toBe(before);
    // The real cache (made by the first command, tagged) is emptied.
    await run(['cache']);
    expect(existsSync(copy.cache)).toBe(true);
    const cleaned = await run(['cache', 'clean']);
    expect(cleaned.code).toBe(0);
    expect(existsSync(path.join(copy.cache, 'states'))).toBe(false);
  });

  it('site audit --html and --json write only a new file or one an audit wrote, before auditing anything', async () => {
    for (const flag of ['--html', '--json']) {
      const before = await treeHash(path.join(copy.project, 'README.md'));
      const refused = await run(['audit', flag, 'README.md']);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(
        new RegExp(`Refused to write the audit to README\\.md \\(${flag}\\): it is a file an audit did not write`),
      );
      expect(await treeHash(path.join(copy.project, 'README.md'))).toBe(before);
    }
    const folder = await run(['audit', '--html', 'docs']);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toMatch(/it is not a file/);
  });
});
