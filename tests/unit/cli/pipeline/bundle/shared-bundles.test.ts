import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CACHE_ENTRIES } from '../../../../../cli/cache/cache-folder';
import { ObjectStore } from '../../../../../cli/cache/object-store';
import { buildSite } from '../../../../../cli/pipeline/driver/build-site';
import { differences, distFiles } from '../../../../support/dist-files';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

/**
 * The browser bundles are made from the code, not from the content: a build of another content
 * folder (a copy of the site, a fixture) takes them from the records every build of the cache
 * shares (<cache>/bundles/), checked against the stored objects like everything else.
 */
describe('bundles shared by every build of a cache', () => {
  let first: ScratchSite;
  let second: ScratchSite;
  let cacheDir: string;
  const build = (site: ScratchSite, cache = true) =>
    buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0, cache });
  const records = async () => {
    const dir = path.join(cacheDir, 'bundles');
    return Promise.all(
      (await readdir(dir)).map(async (name) => ({
        file: path.join(dir, name),
        record: JSON.parse(await readFile(path.join(dir, name), 'utf8')) as {
          files: { path: string; object: string }[];
        },
      })),
    );
  };

  beforeEach(async () => {
    first = await scratchSite();
    second = await scratchSite();
    cacheDir = path.join(first.dir, 'cache');
    await build(first);
  });
  afterEach(async () => {
    await first.remove();
    await second.remove();
  });

  it('a build of another content folder takes its bundles from them', async () => {
    // A script whose stored object is replaced by a marked one: only a bundle taken from the record shows it.
    const { file, record } = (await records()).find(({ record }) => record.files.some((f) => f.path.endsWith('.js')))!;
    const script = record.files.find((f) => f.path.endsWith('.js'))!;
    const marked = new ObjectStore(path.join(cacheDir, 'objects')).put('/* from the shared record */');
    await writeFile(
      file,
      JSON.stringify({ ...record, files: record.files.map((f) => (f === script ? { ...f, object: marked } : f)) }),
    );
    await build(second);
    expect(await second.read(`dist/${script.path}`)).toBe('/* from the shared record */');
    // The folder is one the cache may claim again (a command refuses a folder of anything else).
    const unknown = (await readdir(cacheDir)).filter((name) => !(CACHE_ENTRIES as readonly string[]).includes(name));
    expect(unknown).toEqual([]);
  });

  it('a record whose objects are gone is made again, as a build without the cache makes it', async () => {
    for (const { record } of await records())
      for (const f of record.files)
        await rm(path.join(cacheDir, 'objects', f.object[0]!, f.object.slice(1)), { force: true });
    await build(second);
    const fromCache = await distFiles(second.out);
    await build(second, false);
    expect(differences(fromCache, await distFiles(second.out))).toEqual([]);
  });
});
