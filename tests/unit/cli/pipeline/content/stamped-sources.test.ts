import * as fs from 'node:fs';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { FrontMatterCache } from '../../../../../cli/pipeline/content/front-matter-cache';
import { loadSite } from '../../../../../cli/pipeline/content/load-site';
import { SiteBuilder } from '../../../../../cli/pipeline/driver/site-builder';
import { stampTree } from '../../../../../cli/pipeline/plan/manifest';
import { ContentError, SiteError } from '../../../../../cli/errors';
import { differences, distFiles } from '../../../../support/dist-files';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

// Counts the reads of content files (the loaders read with readFileSync).
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return { ...real, readFileSync: vi.fn(real.readFileSync), lstatSync: vi.fn(real.lstatSync) };
});
const readsOf = (dir: string) =>
  vi
    .mocked(fs.readFileSync)
    .mock.calls.map(([file]) => String(file))
    .filter((file) => file.startsWith(dir) && file.endsWith('.md'))
    .map((file) => path.relative(dir, file))
    .sort();

/**
 * A repeat build stats the Markdown files and reads only those whose stamp (size, times, inode)
 * changed since the cache saw them; what it builds is the same as reading everything.
 */
describe('Markdown files found unchanged by their stamp', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });

  beforeAll(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-stamps-'));
    await build();
  }, 60_000);
  afterAll(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('are not read by a repeat build', async () => {
    vi.mocked(fs.readFileSync).mockClear();
    expect((await build()).rendered).toBe(0);
    expect(readsOf(site.content)).toEqual([]);
  }, 60_000);

  it('are found by the stamps the input check took, without a stat of their own', async () => {
    const stamps = new Map(stampTree(site.content)!.map(([file, stamp]) => [path.join(site.content, file), stamp]));
    const statsOf = () =>
      vi
        .mocked(fs.lstatSync)
        .mock.calls.map(([file]) => String(file))
        .filter((file) => file.startsWith(site.content) && file.endsWith('.md'));
    const withStamps = (contentStamps: Map<string, string>) =>
      buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0, contentStamps });
    vi.mocked(fs.lstatSync).mockClear();
    vi.mocked(fs.readFileSync).mockClear();
    expect((await withStamps(stamps)).rendered).toBe(0);
    expect(statsOf()).toEqual([]);
    expect(readsOf(site.content)).toEqual([]);
    // A stamp the check took differs from the cached one: the file is read.
    const fast = path.join(site.content, 'blog', 'fast.md');
    vi.mocked(fs.readFileSync).mockClear();
    await withStamps(new Map([...stamps, [fast, 'another stamp']]));
    expect(readsOf(site.content)).toEqual([path.join('blog', 'fast.md')]);
  }, 60_000);

  it('are read again when edited or touched, and only those', async () => {
    await site.edit('blog/fast.md', (text) => `${text}\nOne more line.\n`);
    const now = new Date();
    await utimes(path.join(site.content, 'blog', 'safe.md'), now, now);
    vi.mocked(fs.readFileSync).mockClear();
    const edited = await build();
    expect(readsOf(site.content)).toEqual([path.join('blog', 'fast.md'), path.join('blog', 'safe.md')]);
    expect(edited.rendered).toBeGreaterThan(0);
    // Touched but the same text: read once more, then known by its new stamp.
    vi.mocked(fs.readFileSync).mockClear();
    await build();
    expect(readsOf(site.content)).toEqual([]);
  }, 60_000);

  it('render what reading them would', async () => {
    const cold = await mkdtemp(path.join(tmpdir(), 'site-stamps-cold-'));
    try {
      // Pages rendered now read their bodies on demand (the post and the listings that show its title).
      await site.edit('blog/guide.md', (text) => text.replace(/^title: .*$/m, 'title: "A Renamed Guide"'));
      await buildSite({ contentDir: site.content, outDir: path.join(cold, 'dist'), cache: false, workers: 0 });
      await build();
      expect(differences(await distFiles(site.out), await distFiles(path.join(cold, 'dist')))).toEqual([]);
    } finally {
      await rm(cold, { recursive: true, force: true });
    }
  }, 60_000);

  it('stop the build when one changes between its stat and its read', async () => {
    const previous = new FrontMatterCache({});
    await loadSite({ contentDir: site.content, frontMatter: previous });
    const cache = new FrontMatterCache(previous.next);
    const loaded = await loadSite({ contentDir: site.content, frontMatter: cache, readLazily: true });
    const post = loaded.pages.find((p) => p.source.file.endsWith(path.join('blog', 'fast.md')))!;
    await site.edit('blog/fast.md', (text) => `${text}\nWritten while the build ran.\n`);
    expect(() => post.source.body).toThrow(SiteError);
    expect(() => post.source.body).toThrow(/fast\.md changed while the site was building/);
  }, 60_000);

  it('are read at once by site dev, whose files change while it runs', async () => {
    // A one-shot build leaves stamps in the cache; site dev starts from them.
    await build();
    const dev = new SiteBuilder({
      contentDir: site.content,
      outDir: path.join(site.dir, 'dev'),
      cacheDir,
      inPlace: true,
      persistState: false,
      workers: 0,
    });
    await dev.build();
    // Its pages hold the text they were loaded with: a front matter edit is one, not a body edit of the new text.
    await site.edit('blog/safe.md', (text) => text.replace(/^readTime: \d+$/m, 'readTime: seven'));
    await expect(dev.build([path.join(site.content, 'blog', 'safe.md')])).rejects.toBeInstanceOf(ContentError);
  }, 60_000);
});
