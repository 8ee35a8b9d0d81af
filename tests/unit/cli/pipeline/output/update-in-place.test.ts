import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import type { BuildResult } from '../../../../../cli/pipeline/driver/types';
import { ContentError } from '../../../../../cli/errors';
import { updatingMarker } from '../../../../../cli/lib/write/places';
import { differences, distFiles } from '../../../../support/dist-files';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

/**
 * `site build` into the folder it built last updates it: unchanged pages stay (the same files),
 * changed ones are moved in only when the whole build succeeded, and the result is what a
 * cold build into an empty folder gives.
 */
describe('a build into the folder it built last', () => {
  let site: ScratchSite;
  let cacheDir: string;
  let first: BuildResult;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
  const inode = async (file: string) => (await stat(path.join(site.out, file))).ino;
  const pageFile = (result: BuildResult, route: string) => result.pages.find((p) => p.route === route)!.file;
  /** What a cold build (empty cache, new folder) of the same content writes. */
  const cold = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'site-update-cold-'));
    await buildSite({
      contentDir: site.content,
      outDir: path.join(dir, 'dist'),
      cacheDir: path.join(dir, 'cache'),
      workers: 0,
    });
    const files = await distFiles(path.join(dir, 'dist'));
    await rm(dir, { recursive: true, force: true });
    return files;
  };

  beforeAll(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-update-'));
    first = await build();
  }, 60_000);
  afterAll(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('leaves every page where it is when nothing changed', async () => {
    const before = await Promise.all(first.pages.map((p) => inode(p.file)));
    const folder = (await stat(site.out)).ino;
    // Linking a file anew changes its inode's change time: kept pages and images keep theirs.
    const images = first.files.map((f) => f.path).filter((file) => file.startsWith('assets/images/'));
    expect(images.length).toBeGreaterThan(0);
    const kept = [...first.pages.map((p) => p.file), ...images];
    const changeTimes = () => Promise.all(kept.map(async (file) => (await stat(path.join(site.out, file))).ctimeMs));
    const timesBefore = await changeTimes();
    const again = await build();
    expect(await changeTimes()).toEqual(timesBefore);
    // The same folder (a new one would have been swapped in), holding the same page files.
    expect((await stat(site.out)).ino).toBe(folder);
    expect(again.rendered).toBe(0);
    // Weighed from the sizes the bundle cache recorded, not by compressing the files again: the same.
    expect(again.budgets).toEqual(first.budgets);
    expect(await Promise.all(again.pages.map((p) => inode(p.file)))).toEqual(before);
    expect(existsSync(updatingMarker(site.out))).toBe(false);
    expect((await readdir(site.dir)).sort()).toEqual(['content', 'dist']);
  }, 60_000);

  it('replaces only the pages an edit changes, and ends as a cold build would', async () => {
    const about = pageFile(first, '/legal');
    const aboutBefore = await inode(about);
    const postBefore = await inode(pageFile(first, '/blog/1'));
    const folder = (await stat(site.out)).ino;
    await site.edit('blog/fast.md', (text) => `${text}\nOne more sentence.\n`);
    const edited = await build();
    expect((await stat(site.out)).ino).toBe(folder);
    expect(edited.rendered).toBeGreaterThan(0);
    expect(edited.rendered).toBeLessThan(edited.pages.length);
    expect(await inode(pageFile(edited, '/blog/1'))).not.toBe(postBefore);
    expect(await inode(about)).toBe(aboutBefore);
    expect(differences(await distFiles(site.out), await cold())).toEqual([]);
  }, 60_000);

  it('removes the files of a removed page, and the folder it leaves empty', async () => {
    // blog/guide.md is the post with a permalink of its own: a folder with an index.html.
    const guide = first.pages.find((p) => p.inputs[0]?.endsWith('guide.md'))!;
    expect(guide.file).toMatch(/\/index\.html$/);
    await unlink(path.join(site.content, 'blog', 'guide.md'));
    await build();
    expect(existsSync(path.join(site.out, guide.file))).toBe(false);
    expect(existsSync(path.join(site.out, path.dirname(guide.file)))).toBe(false);
    expect(differences(await distFiles(site.out), await cold())).toEqual([]);
  }, 60_000);

  it('renders again a page edited or deleted by hand in the output folder', async () => {
    const result = await build();
    const [one, two] = result.pages.filter((p) => p.file.endsWith('.html'));
    await writeFile(path.join(site.out, one!.file), 'edited by hand');
    await unlink(path.join(site.out, two!.file));
    const repaired = await build();
    expect(repaired.rendered).toBe(1);
    expect(differences(await distFiles(site.out), await cold())).toEqual([]);
  }, 60_000);

  it('leaves the folder exactly as it was when the build fails', async () => {
    const before = await distFiles(site.out);
    await site.edit('blog/safe.md', (text) => text.replace(/^title: .*$/m, 'title: 42\ntemplate: nope'));
    await expect(build()).rejects.toBeInstanceOf(ContentError);
    expect(differences(await distFiles(site.out), before)).toEqual([]);
    expect((await readdir(site.dir)).sort()).toEqual(['content', 'dist']);
  }, 60_000);

  it('builds a whole new folder after an update that was cut off', async () => {
    await site.edit('blog/safe.md', (text) => text.replace('title: 42\ntemplate: nope', 'title: Safe again'));
    await writeFile(path.join(site.out, 'left-by-a-killed-build.html'), 'half');
    await writeFile(updatingMarker(site.out), '12345\n');
    await build();
    expect(existsSync(updatingMarker(site.out))).toBe(false);
    expect(differences(await distFiles(site.out), await cold())).toEqual([]);
  }, 60_000);
});
