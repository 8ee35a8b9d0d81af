import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../cli/pipeline/driver/build-site';
import { ContentError } from '../../../../cli/errors';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/** The site's bundle, made slower than the content's validation fails: the race the build must not lose. */
const bundle = vi.hoisted(() => ({ finished: false }));
vi.mock('../../../../cli/pipeline/bundle/bundle-site', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../cli/pipeline/bundle/bundle-site')>();
  return {
    ...actual,
    bundleSite: async (outDir: string) => {
      const made = await actual.bundleSite(outDir);
      await new Promise((resolve) => setTimeout(resolve, 300));
      bundle.finished = true;
      return made;
    },
  };
});

/**
 * A build bundles the widgets while the content loads. When the content is wrong, the build
 * fails at once, but only returns when the bundling it started is over: a caller that removes
 * the cache, or starts the next build, never races a bundle still writing into it.
 */
describe('a failed build', () => {
  let site: ScratchSite;
  let cacheDir: string;

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = await mkdtemp(path.join(tmpdir(), 'site-cache-'));
    bundle.finished = false;
  });
  afterEach(async () => {
    await site.remove();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('returns when nothing it started still writes to the cache', async () => {
    await site.edit('blog/fast.md', (text) => text.replace(/^title: .*$/m, 'title:'));
    const error = await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect(bundle.finished).toBe(true);
    // The site's bundle (started before the content was read) is in the store already.
    const files = await readdir(cacheDir, { recursive: true });
    expect(files.filter((f) => f.startsWith(`objects${path.sep}`)).length).toBeGreaterThan(0);
  });
});
