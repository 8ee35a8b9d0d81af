import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/** A build that changed nothing writes nothing: the state file stays the same file (a write replaces it). */
describe('the build state on disk', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
  const stateFile = async () => {
    const dir = path.join(cacheDir, 'states');
    const [name] = await readdir(dir);
    return stat(path.join(dir, name!));
  };

  beforeAll(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-state-'));
    await build();
  }, 60_000);
  afterAll(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('is left alone by a build that changed nothing, and replaced after an edit', async () => {
    const before = await stateFile();
    await build();
    expect((await stateFile()).ino).toBe(before.ino);
    await site.edit('blog/fast.md', (text) => `${text}\nOne more sentence.\n`);
    await build();
    expect((await stateFile()).ino).not.toBe(before.ino);
  }, 60_000);
});
