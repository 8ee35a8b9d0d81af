import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { objectName } from '../../../../../cli/cache/object-store';
import type { EncodedImage } from '../../../../../cli/pipeline/images/encode-image';
import { SEED_FOLDER } from '../../../../../cli/lib/output-names';
import { ImageSeed } from '../../../../../cli/pipeline/images/image-seed';
import { differences, distFiles } from '../../../../support/dist-files';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { testImage } from '../../../../support/test-image';

/** An encoding as encodeImage returns it, with made-up bytes: the seed stores whatever it is given. */
function fakeImage(name: string, ...contents: string[]): EncodedImage {
  const files = contents.map((text, i) => ({ path: `assets/images/${name}-${i}.avif`, contents: Buffer.from(text) }));
  const variants = files.map((f, i) => ({ url: `/${f.path}`, width: 320 * (i + 1) }));
  return {
    info: {
      key: `images/${name}.jpg`,
      width: 640,
      height: 320,
      sources: [],
      fallback: { type: 'image/jpeg', variants },
    },
    files,
  };
}

describe('the image seed', () => {
  let dir: string;
  const objects = () => readdir(path.join(dir, SEED_FOLDER, 'objects'));

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-seed-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('returns the files recorded under a key, and nothing for a key never recorded', () => {
    const chart = fakeImage('chart', 'small', 'large');
    new ImageSeed(dir).record('key-chart', chart);
    const found = new ImageSeed(dir).lookup('key-chart');
    expect(found?.info).toEqual(chart.info);
    expect(found?.files.map((f) => [f.path, Buffer.from(f.contents).toString()])).toEqual([
      ['assets/images/chart-0.avif', 'small'],
      ['assets/images/chart-1.avif', 'large'],
    ]);
    expect(new ImageSeed(dir).lookup('key-other')).toBeUndefined();
  });

  it('never serves a damaged file or index entry', async () => {
    const seed = new ImageSeed(dir);
    seed.record('key-chart', fakeImage('chart', 'small', 'large'));
    seed.record('key-logo', fakeImage('logo', 'logo bytes'));
    await writeFile(path.join(dir, SEED_FOLDER, 'objects', objectName('large')), 'larger');
    await writeFile(path.join(dir, SEED_FOLDER, 'index', 'key-logo.json'), '{"info": {}, "files": [');
    expect(seed.lookup('key-chart')).toBeUndefined();
    expect(seed.lookup('key-logo')).toBeUndefined();
  });

  it('seeding again keeps what is used, untouched, and drops the rest', async () => {
    const first = new ImageSeed(dir);
    first.record('key-chart', fakeImage('chart', 'small', 'shared'));
    first.record('key-logo', fakeImage('logo', 'logo bytes', 'shared'));
    const index = path.join(dir, SEED_FOLDER, 'index', 'key-chart.json');
    const written = (await stat(index)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));

    const again = new ImageSeed(dir);
    again.record('key-chart', fakeImage('chart', 'small', 'shared'));
    expect(again.dropUnrecorded()).toEqual({ entries: 1, objects: 1 });
    expect((await stat(index)).mtimeMs).toBe(written);
    expect(again.lookup('key-logo')).toBeUndefined();
    expect(again.lookup('key-chart')?.files).toHaveLength(2);
    expect((await objects()).sort()).toEqual([objectName('small'), objectName('shared')].sort());
    expect(again.usage()).toEqual({ entries: 1, files: 2, bytes: 'small'.length + 'shared'.length });
  });
});

describe('a build with a seed', () => {
  let site: ScratchSite;
  let cacheDirs: string[];
  const emptyCache = async () => {
    cacheDirs.push(await mkdtemp(path.join(tmpdir(), 'site-cache-')));
    return cacheDirs.at(-1)!;
  };
  const build = async (out: string, cacheDir: string, seedImages = false) =>
    buildSite({ contentDir: site.content, outDir: path.join(site.dir, out), cacheDir, workers: 0, seedImages });
  const seedEntries = () => readdir(path.join(site.content, SEED_FOLDER, 'index'));

  beforeEach(async () => {
    site = await scratchSite();
    cacheDirs = [];
    // Small, so that encoding it takes little time: widths 320 and 400.
    await writeFile(path.join(site.content, 'images/chart.jpg'), await testImage(400, 200));
    await site.edit('blog/fast.md', (text) =>
      text.replace('---\n\nBody', '---\n\n![Load time against sales](/images/chart.jpg)\n\nBody'),
    );
  });
  afterEach(async () => {
    await site.remove();
    for (const dir of cacheDirs) await rm(dir, { recursive: true, force: true });
  });

  it('encodes nothing with an empty cache and writes the same site as a build that encoded', async () => {
    // The chart, and the fixture's portfolio screenshot and team photo (SVG).
    expect((await build('encoded', await emptyCache(), true)).images).toEqual({ encoded: 3, seeded: 0, reused: 0 });
    expect(await seedEntries()).toHaveLength(3);

    const cacheDir = await emptyCache();
    expect((await build('seeded', cacheDir)).images).toEqual({ encoded: 0, seeded: 3, reused: 0 });
    const [encoded, seeded] = await Promise.all([
      distFiles(path.join(site.dir, 'encoded')),
      distFiles(path.join(site.dir, 'seeded')),
    ]);
    // The chart at two widths in three formats, and the two SVGs: what is compared below includes them.
    expect([...encoded.keys()].filter((f) => f.startsWith('assets/images/'))).toHaveLength(8);
    expect(differences(encoded, seeded)).toEqual([]);
    // What came from the seed went into the cache: the next build links it.
    expect((await build('again', cacheDir)).images).toEqual({ encoded: 0, seeded: 0, reused: 3 });
  });

  it('misses for a changed image, which seeding then replaces', async () => {
    await build('first', await emptyCache(), true);
    const before = await seedEntries();
    await writeFile(path.join(site.content, 'images/chart.jpg'), await testImage(400, 220));
    expect((await build('changed', await emptyCache())).images).toEqual({ encoded: 1, seeded: 2, reused: 0 });
    // Seeding from the cache that build filled: nothing to encode, the old entry dropped.
    expect((await build('reseeded', cacheDirs.at(-1)!, true)).images).toEqual({ encoded: 0, seeded: 0, reused: 3 });
    const after = await seedEntries();
    expect(after).toHaveLength(3);
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
    expect((await build('fresh', await emptyCache())).images).toEqual({ encoded: 0, seeded: 3, reused: 0 });
  });
});
