import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { SEED_FOLDER } from '../../../../../cli/lib/output-names';
import { REPO_ROOT } from '../../../../support/fixtures';

const CONTENT = path.join(REPO_ROOT, 'content');
const SEED = path.join(CONTENT, SEED_FOLDER);
const FIX = 'Run `npm run images:seed` and commit content/.encoded/.';

/**
 * content/.encoded/ is what makes a fresh clone's first build fast: it must hold every image of
 * content/ as the build encodes it now (an image added or changed, sharp updated, the pipeline
 * bumped) and nothing else (an image removed or replaced leaves dead weight in git).
 */
describe('the image seed of content/', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-seed-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('holds every image the build uses and nothing more', { timeout: 180_000 }, async () => {
    const result = await buildSite({
      contentDir: CONTENT,
      outDir: path.join(dir, 'dist'),
      cacheDir: path.join(dir, 'cache'),
      workers: 0,
    });
    const entries = await readdir(path.join(SEED, 'index'));
    expect(
      result.images.encoded,
      `${result.images.encoded} of the content's images are missing from the seed or damaged there. ${FIX}`,
    ).toBe(0);
    expect(
      result.images.seeded,
      `The seed holds ${entries.length} entries, the content uses ${result.images.seeded}. ${FIX}`,
    ).toBe(entries.length);

    const used = new Set<string>();
    for (const name of entries) {
      const entry = JSON.parse(await readFile(path.join(SEED, 'index', name), 'utf8')) as {
        files: { object: string }[];
      };
      for (const file of entry.files) used.add(file.object);
    }
    const unused = (await readdir(path.join(SEED, 'objects'))).filter((name) => !used.has(name));
    expect(unused, `Files in the seed that no entry names. ${FIX}`).toEqual([]);
  });
});
