import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { ImageCache } from '../../../../../cli/pipeline/images/image-cache';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { testImage } from '../../../../support/test-image';

/** Files below `dir`, with their paths, recursively. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the image cache', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = (out = site.out) => buildSite({ contentDir: site.content, outDir: out, cacheDir, workers: 0 });

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
    await writeFile(path.join(site.content, 'images/chart.jpg'), await testImage(1200, 600));
    await site.edit('blog/fast.md', (text) =>
      text.replace('---\n\nBody', '---\n\n![Load time against sales](/images/chart.jpg)\n\nBody'),
    );
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('is shared by builds into other folders (check, audit and dev each build elsewhere)', async () => {
    expect((await build()).images).toEqual({ encoded: 3, seeded: 0, reused: 0 });
    const elsewhere = await build(path.join(site.dir, 'elsewhere'));
    expect(elsewhere.images).toEqual({ encoded: 0, seeded: 0, reused: 3 });
    // Pages too (see tests/unit/cli/cache/state-family.test.ts).
    expect(elsewhere.rendered).toBe(0);
  });

  it('ignores a damaged index entry or a damaged file, and encodes that image again', async () => {
    await build();
    const index = await filesIn(path.join(cacheDir, 'images', 'index'));
    const objects = await filesIn(path.join(cacheDir, 'images', 'objects'));
    expect(index).toHaveLength(3);
    await writeFile(index[0]!, '{"info": {}, "files": [');
    for (const object of objects) await writeFile(object, 'truncated');
    const again = await build(path.join(site.dir, 'again'));
    expect(again.images).toEqual({ encoded: 3, seeded: 0, reused: 0 });
    expect((await build(path.join(site.dir, 'third'))).images).toEqual({ encoded: 0, seeded: 0, reused: 3 });
  });

  it('keeps nothing when a build runs without a cache', async () => {
    const result = await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, cache: false, workers: 0 });
    expect(result.images.encoded).toBe(3);
    expect(new ImageCache(path.join(cacheDir, 'images')).link('anything', site.out)).toBeUndefined();
    await expect(readdir(path.join(cacheDir, 'images'))).rejects.toThrow();
  });
});
