import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import type { BuildResult } from '../../../../cli/pipeline/driver/types';
import { SiteBuilder } from '../../../../cli/pipeline/driver/site-builder';
import { differences, distFiles } from '../../../support/dist-files';
import { FIXTURES } from '../../../support/fixtures';

/**
 * Pages are cached by what they are made from, not where they were written: `site check` and
 * `site audit` build into folders of their own, and a new `--out` starts from the last build
 * of the same content instead of rendering everything again.
 */
describe('a build into a new folder', () => {
  let dir: string;
  const content = path.join(FIXTURES, 'basic-site');
  const build = (out: string, cache: string, more: { includeInternal?: boolean; includeDrafts?: boolean } = {}) =>
    buildSite({
      contentDir: content,
      outDir: path.join(dir, out),
      cacheDir: path.join(dir, cache),
      workers: 0,
      ...more,
    });
  let first: BuildResult;
  let second: BuildResult;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'site-family-'));
    first = await build('first', 'cache');
    second = await build('second', 'cache');
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('links every page from the cache instead of rendering it', () => {
    expect(first.rendered).toBe(first.pages.length);
    expect(second.rendered).toBe(0);
    expect(second.reused).toBe(first.pages.length);
  });

  it('writes exactly what a cold build writes', async () => {
    await build('cold', 'cold-cache');
    const cold = await distFiles(path.join(dir, 'cold'));
    expect(differences(await distFiles(path.join(dir, 'second')), cold)).toEqual([]);
  }, 60_000);

  it('with other flags (internal pages and drafts, as site dev builds), renders only what differs, as a cold build would', async () => {
    const flags = { includeInternal: true, includeDrafts: true };
    const other = await build('other-flags', 'cache', flags);
    expect(other.pages.length).toBeGreaterThan(first.pages.length);
    expect(other.rendered).toBeGreaterThan(0);
    expect(other.rendered).toBeLessThan(other.pages.length);
    await build('other-flags-cold', 'cold-cache-2', flags);
    expect(
      differences(await distFiles(path.join(dir, 'other-flags')), await distFiles(path.join(dir, 'other-flags-cold'))),
    ).toEqual([]);
  }, 60_000);

  it('writing in place (site dev), replaces a stale file it finds instead of trusting the record', async () => {
    const folder = path.join(dir, 'dev-folder');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'index.html'), 'left by an older dev session');
    const dev = new SiteBuilder({
      contentDir: content,
      outDir: folder,
      cacheDir: path.join(dir, 'cache'),
      workers: 0,
      inPlace: true,
    });
    await dev.build();
    expect(await readFile(path.join(folder, 'index.html'), 'utf8')).toBe(
      await readFile(path.join(dir, 'first', 'index.html'), 'utf8'),
    );
  }, 60_000);
});
