import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli';
import { differences, distFiles } from '../support/dist-files';
import { scratchSite, type ScratchSite } from '../support/fixtures';

const UNCHANGED = 'check inputs (unchanged)';

/**
 * `site build` into the folder it built last, when nothing it depends on changed, checks the
 * stamps of the content and of what it wrote and says so, without building; any change to
 * either, or to its options, builds.
 */
describe('site build when nothing changed', () => {
  let site: ScratchSite;
  const build = (...more: string[]) =>
    runCli(['build', '--content', site.content, '--out', site.out, ...more], { timeoutMs: 120_000 });
  const page = (file: string) => readFile(path.join(site.out, file), 'utf8');

  beforeAll(async () => {
    site = await scratchSite();
    const first = await build();
    expect(first.code).toBe(0);
    expect(first.stdout).not.toContain(UNCHANGED);
  }, 180_000);
  afterAll(() => site.remove());

  it('builds nothing and says what the last build wrote', async () => {
    const before = await distFiles(site.out);
    const again = await build();
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(UNCHANGED);
    expect(again.stdout).toMatch(/Built \d+ routes and \d+ redirects/);
    expect(again.stdout).toContain('0 pages rendered');
    expect(differences(await distFiles(site.out), before)).toEqual([]);
  }, 60_000);

  it('builds after a content edit, and shows it', async () => {
    await site.edit('blog/safe.md', (text) => text.replace('title: Security Second', 'title: Security, Edited'));
    const edited = await build();
    expect(edited.stdout).not.toContain(UNCHANGED);
    expect(await page('blog/2.html')).toContain('Security, Edited');
    expect((await build()).stdout).toContain(UNCHANGED);
  }, 60_000);

  it('builds after a new content file', async () => {
    const text = await readFile(path.join(site.content, 'blog', 'safe.md'), 'utf8');
    await site.write(
      'blog/third.md',
      text.replace(/^id: \d+$/m, 'id: 3').replace(/^title: .*$/m, 'title: A Third Post'),
    );
    expect((await build()).stdout).not.toContain(UNCHANGED);
    expect(await page('blog/3.html')).toContain('A Third Post');
  }, 60_000);

  it('builds when a file it wrote was edited or deleted, and restores it', async () => {
    await build();
    await writeFile(path.join(site.out, 'blog/2.html'), 'edited by hand');
    await unlink(path.join(site.out, 'legal.html'));
    expect((await build()).stdout).not.toContain(UNCHANGED);
    expect(await page('blog/2.html')).toContain('Security, Edited');
    expect(await page('legal.html')).toContain('<html');
  }, 60_000);

  it('builds with other options', async () => {
    await build();
    expect((await build('--set', 'contact.email=other@fixture.example')).stdout).not.toContain(UNCHANGED);
    expect(await page('index.html')).toContain('other@fixture.example');
    expect((await build()).stdout).not.toContain(UNCHANGED);
    expect(await page('index.html')).not.toContain('other@fixture.example');
  }, 60_000);
});

const LINKED = 'link unchanged';

/**
 * `site build` into a folder it never built, when a build of the same inputs (content, options,
 * code) into another folder is intact, links or copies that build's files instead of building;
 * a change to the content or to the other folder's files builds.
 */
describe('site build into a new folder when nothing changed', () => {
  let site: ScratchSite;
  const into = (name: string, ...more: string[]) =>
    runCli(['build', '--content', site.content, '--out', path.join(path.dirname(site.out), name), ...more], {
      timeoutMs: 120_000,
    });
  const folder = (name: string) => path.join(path.dirname(site.out), name);

  beforeAll(async () => {
    site = await scratchSite();
    expect((await into('dist')).code).toBe(0);
  }, 180_000);
  afterAll(() => site.remove());

  it('copies the last build of the same inputs, byte for byte, and the copy is then up to date', async () => {
    const copied = await into('copy');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain(`${LINKED} `);
    expect(copied.stdout).toContain('0 pages rendered');
    expect(differences(await distFiles(folder('copy')), await distFiles(site.out))).toEqual([]);
    expect((await into('copy')).stdout).toContain(UNCHANGED);
  }, 60_000);

  it('never shares a file the other build wrote into its folder alone', async () => {
    await into('shared');
    const before = await readFile(path.join(site.out, 'sitemap.xml'), 'utf8');
    await writeFile(path.join(folder('shared'), 'sitemap.xml'), 'written in place');
    expect(await readFile(path.join(site.out, 'sitemap.xml'), 'utf8')).toBe(before);
  }, 60_000);

  it('builds when the other folder was edited by hand', async () => {
    await writeFile(path.join(site.out, 'legal.html'), 'edited by hand');
    await unlink(path.join(folder('copy'), 'legal.html'));
    const built = await into('after-edit');
    expect(built.stdout).not.toContain(LINKED);
    expect(await readFile(path.join(folder('after-edit'), 'legal.html'), 'utf8')).toContain('<html');
  }, 60_000);

  it('builds after a content edit or with other options', async () => {
    expect((await into('again')).stdout).toContain(LINKED);
    expect((await into('other-options', '--set', 'contact.email=other@fixture.example')).stdout).not.toContain(LINKED);
    await site.edit('blog/safe.md', (text) => text.replace('title: Security Second', 'title: Security, Edited'));
    expect((await into('after-content-edit')).stdout).not.toContain(LINKED);
    expect(await readFile(path.join(folder('after-content-edit'), 'blog/2.html'), 'utf8')).toContain(
      'Security, Edited',
    );
  }, 60_000);
});
