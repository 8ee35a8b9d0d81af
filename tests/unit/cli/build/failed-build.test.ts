import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../cli/build/build';
import { ContentError } from '../../../../cli/errors';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/**
 * A build bundles the widgets while the content loads. When the content is wrong, the build
 * fails at once, but only returns when the bundling it started is over: a caller that removes
 * the cache, or starts the next build, never races a bundle still writing into it.
 */
describe('a failed build', () => {
  let site: ScratchSite;
  let cacheDir: string;
  const files = async () => (await readdir(cacheDir, { recursive: true })).sort();

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('returns when nothing it started still writes to the cache', async () => {
    await site.edit('blog/fast.md', (text) => text.replace(/^title: .*$/m, 'title:'));
    const error = await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 }).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    const atReturn = await files();
    // The site's bundle (started before the content was read) is in the store already.
    expect(atReturn.filter((f) => f.startsWith(`objects${path.sep}`)).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await files()).toEqual(atReturn);
  });
});
