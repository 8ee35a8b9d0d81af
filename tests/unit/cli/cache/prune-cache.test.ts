import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { pruneCache } from '../../../../cli/cache/prune-cache';
import { FIXTURES } from '../../../support/fixtures';

/**
 * The cache keeps what the last builds used and nothing else: three builds into three output
 * folders, then a prune that keeps two builds' worth.
 */
describe('pruning the build cache', () => {
  let dir: string;
  let cacheDir: string;
  const out = (name: string) => path.join(dir, name);
  const build = (name: string) =>
    buildSite({ contentDir: path.join(FIXTURES, 'basic-site'), outDir: out(name), cacheDir, workers: 0 });
  const states = () => readdir(path.join(cacheDir, 'states'));
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

  /** Each output folder's state file, by folder. */
  const stateOf: Record<string, string> = {};

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-prune-'));
    cacheDir = path.join(dir, 'cache');
    // Three builds into three folders (each marks the state it reads as used), then aged: a oldest.
    for (const name of ['a', 'b', 'c']) {
      const before = new Set(await states().catch(() => []));
      await build(name);
      stateOf[name] = (await states()).find((f) => !before.has(f))!;
    }
    for (const [name, hours] of [
      ['a', 3],
      ['b', 2],
      ['c', 1],
    ] as const) {
      await utimes(path.join(cacheDir, 'states', stateOf[name]!), hoursAgo(hours), hoursAgo(hours));
    }
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('removes the states of builds older than the window, objects nothing kept refers to, stale images, and nothing younger than the grace time', async () => {
    const stray = path.join(cacheDir, 'objects', 'Z', 'stray-object');
    const fresh = path.join(cacheDir, 'objects', 'Z', 'fresh-object');
    await mkdir(path.dirname(stray), { recursive: true });
    await writeFile(stray, 'nothing refers to me');
    await writeFile(fresh, 'another build may be about to refer to me');
    await utimes(stray, hoursAgo(5), hoursAgo(5));
    const images = await readdir(path.join(cacheDir, 'images', 'index'));
    expect(images.length).toBeGreaterThan(0);
    await utimes(path.join(cacheDir, 'images', 'index', images[0]!), hoursAgo(4), hoursAgo(4));

    // `site build` keeps a manifest of its inputs beside its state (cli/pipeline/plan/manifest.ts): it goes with it, whatever its age.
    const manifestOf = (state: string) => state.replace(/\.json$/, '.inputs');
    for (const [name, hours] of [
      ['a', 3],
      ['c', 4],
    ] as const) {
      const manifest = path.join(cacheDir, 'states', manifestOf(stateOf[name]!));
      await writeFile(manifest, '{}');
      await utimes(manifest, hoursAgo(hours), hoursAgo(hours));
    }

    // A kept build's render context (which a build of edited bodies renders with, driver/edited-bodies/from-cache.ts), old as it may be.
    const { context } = JSON.parse(await readFile(path.join(cacheDir, 'states', stateOf.c!), 'utf8')) as {
      context: string;
    };
    const contextFile = path.join(cacheDir, 'objects', context.slice(0, 1), context.slice(1));
    await utimes(contextFile, hoursAgo(5), hoursAgo(5));

    const pruned = await pruneCache(cacheDir, { keepBuilds: 2, graceMs: 30 * 60_000 });
    expect(existsSync(contextFile), 'the render context of a kept build').toBe(true);

    expect((await states()).sort()).toEqual([stateOf.b, stateOf.c, manifestOf(stateOf.c!)].sort());
    expect(pruned.states).toBe(2);
    expect(pruned.objects).toBe(1);
    expect(pruned.images).toBe(1);
    expect([existsSync(stray), existsSync(fresh)]).toEqual([false, true]);
  });

  it('keeps every object the kept builds use: they rebuild from the cache, and so does the pruned folder', async () => {
    const again = await build('c');
    expect(again.rendered).toBe(0);
    // Its own state is gone: it starts from the latest of the same content (see state-family.test.ts).
    const rebuilt = await build('a');
    expect(rebuilt.rendered).toBe(0);
    expect(await readFile(path.join(out('a'), 'index.html'), 'utf8')).toBe(
      await readFile(path.join(out('c'), 'index.html'), 'utf8'),
    );
  }, 60_000);
});
