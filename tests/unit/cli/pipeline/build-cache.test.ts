import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, type BuildOptions } from '../../../../cli/pipeline/driver/build-site';
import { differences, distFiles } from '../../../support/dist-files';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/**
 * The persistent cache (node_modules/.cache/chinook-site, here a scratch folder): a warm
 * build renders nothing it rendered before, writes the same bytes as a cold one, and never
 * trusts a corrupt, truncated or stale entry. Each test starts from its own scratch site and
 * cache, filled by a cold build, so the tests pass in any order.
 */
describe('build cache', () => {
  let site: ScratchSite;
  let cacheDir: string;
  let cold: Map<string, Buffer>;
  const build = (extra: Partial<BuildOptions> = {}) =>
    buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0, ...extra });
  const objectsOf = async () =>
    (await readdir(path.join(cacheDir, 'objects'), { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  const stateFile = async () => {
    const [file] = await readdir(path.join(cacheDir, 'states'));
    return path.join(cacheDir, 'states', file!);
  };

  beforeEach(async () => {
    site = await scratchSite();
    cacheDir = path.join(site.dir, 'cache');
    const first = await build();
    expect(first.reused).toBe(0);
    expect(first.rendered).toBe(first.pages.length);
    cold = await distFiles(site.out);
  });
  afterEach(() => site.remove());

  it('a second build renders nothing, reuses every page and writes the same bytes', async () => {
    const warm = await build();
    expect(warm.rendered).toBe(0);
    expect(warm.reused).toBe(warm.pages.length);
    expect(differences(cold, await distFiles(site.out))).toEqual([]);
  });

  it('an edited post re-renders that post and the pages that show it, nothing else', async () => {
    await site.edit('blog/safe.md', (t) => t.replace('Body of the second post.', 'A new body for the second post.'));
    const result = await build();
    // The post itself; its summary (title, excerpt) did not change, so no listing re-renders.
    expect(result.rendered).toBe(1);
    expect(await site.read('dist/blog/2.html')).toContain('A new body for the second post.');
    await site.edit('blog/safe.md', (t) => t.replace('title: Security Second', 'title: Security Second, Revised'));
    const retitled = await build();
    // The post, the listing, and the articles whose related links show it.
    expect(retitled.rendered).toBeGreaterThan(1);
    expect(retitled.rendered).toBeLessThan(retitled.pages.length);
    expect(await site.read('dist/blog.html')).toContain('Security Second, Revised');
  });

  it('cold and warm builds write byte-identical output', async () => {
    await build();
    expect(differences(cold, await distFiles(site.out))).toEqual([]);
    await build({ cache: false });
    expect(differences(cold, await distFiles(site.out))).toEqual([]);
  });

  it('ignores a stored page whose bytes changed, and renders it again', async () => {
    const index = path.join(site.out, 'index.html');
    // dist/ files are hard links to the store: writing to one corrupts the stored object too.
    await writeFile(index, (await readFile(index, 'utf8')).replace('<title>', '<title>Tampered '));
    const result = await build();
    expect(result.rendered).toBe(1);
    expect(differences(cold, await distFiles(site.out))).toEqual([]);
  });

  it('ignores a truncated object', async () => {
    const legal = path.join(site.out, 'legal.html');
    await truncate(legal, 100);
    const result = await build();
    expect(result.rendered).toBe(1);
    expect(differences(cold, await distFiles(site.out))).toEqual([]);
  });

  it('ignores a corrupt, truncated or foreign state file, and a stale one', async () => {
    const file = await stateFile();
    for (const broken of [
      '{"version": 2, "pages":',
      'not json at all',
      JSON.stringify({ version: 1, pages: {}, markdown: {}, sources: {}, bundles: {} }),
    ]) {
      await writeFile(file, broken);
      const result = await build();
      expect(result.reused).toBe(0);
      expect(differences(cold, await distFiles(site.out))).toEqual([]);
    }
    // Stale: a state whose keys no longer match the content renders those pages.
    const state = JSON.parse(await readFile(file, 'utf8')) as { pages: Record<string, { key: string }> };
    state.pages['/legal']!.key = 'stale';
    await writeFile(file, JSON.stringify(state));
    expect((await build()).rendered).toBe(1);
  });

  it('survives Markdown objects that vanished or were corrupted', async () => {
    for (const object of await objectsOf()) await writeFile(object, 'garbage');
    await site.edit('pages/legal.md', (t) => `${t}\nOne more line.\n`);
    const result = await build();
    expect(result.rendered).toBeGreaterThan(0);
    expect(await site.read('dist/legal.html')).toContain('One more line.');
    const again = await build({ cache: false });
    expect(again.rendered).toBe(again.pages.length);
  });
});

describe('cached front matter', () => {
  it('is validated again when its file changes, and messages still name lines', async () => {
    const site = await scratchSite();
    const cacheDir = path.join(site.dir, 'cache');
    const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
    try {
      await build();
      await build();
      await site.edit('blog/safe.md', (t) => t.replace('readTime: 7', 'readTime: soon'));
      await expect(build()).rejects.toMatchObject({
        problems: [expect.objectContaining({ field: 'readTime', line: 7 })],
      });
      await site.edit('blog/safe.md', (t) => t.replace('readTime: soon', 'readTime: 7'));
      // A cached page whose route another file now claims: the message needs its line, found on demand.
      await build();
      await site.edit('blog/guide.md', (t) => t.replace('permalink: /a-long-slug-guide/', 'permalink: /legal'));
      await expect(build()).rejects.toMatchObject({
        problems: [expect.objectContaining({ message: expect.stringMatching(/has the route \/legal/) })],
      });
    } finally {
      await site.remove();
    }
  });
});

describe('cached YAML data', () => {
  it('keeps validated data sets for the next build, and validates a changed one again with its lines', async () => {
    const site = await scratchSite();
    const cacheDir = path.join(site.dir, 'cache');
    const build = () => buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 0 });
    const cachedFiles = async () => {
      const states = path.join(cacheDir, 'states');
      const state = JSON.parse(await readFile(path.join(states, (await readdir(states))[0]!), 'utf8')) as {
        sources: Record<string, { data: unknown }>;
      };
      return Object.keys(state.sources).map((file) => path.relative(site.content, file));
    };
    try {
      await build();
      expect(await cachedFiles()).toEqual(
        expect.arrayContaining([path.join('data', 'people.yaml'), path.join('data', 'offers.yaml')]),
      );
      const again = await build();
      expect(again.rendered).toBe(0);
      await site.edit(
        'data/people.yaml',
        (t) => `${t}- { id: cy-cook, name: Cy Cook, role: Owner, company: Cook Co, unknownField: 1 }\n`,
      );
      await expect(build()).rejects.toMatchObject({
        problems: [expect.objectContaining({ file: expect.stringMatching(/people\.yaml$/), line: expect.any(Number) })],
      });
    } finally {
      await site.remove();
    }
  });
});

describe('worker threads', () => {
  it('write byte-identical output whatever their number', async () => {
    const site = await scratchSite();
    try {
      const outputs: Map<string, Buffer>[] = [];
      for (const workers of [0, 1, 2]) {
        await buildSite({ contentDir: site.content, outDir: site.out, cache: false, workers });
        outputs.push(await distFiles(site.out));
      }
      expect(differences(outputs[0]!, outputs[1]!)).toEqual([]);
      expect(differences(outputs[0]!, outputs[2]!)).toEqual([]);
    } finally {
      await site.remove();
    }
  });
});

describe('a cold build of many pages', () => {
  it('renders Markdown on the threads while the content loads, byte-identical to a build without cache', async () => {
    const site = await scratchSite();
    try {
      for (let n = 0; n < 160; n += 1) {
        const body = `Post ${n} [out](https://web.dev/${n}) and [in](/blog).\n\n## Part ${n}\n\n| a | b |\n|---|---|\n| ${n} | x |\n`;
        await site.write(
          `blog/many-${n}.md`,
          `---\ntitle: "Many ${n}"\ndescription: Generated post number ${n} of the cold build test.\nexcerpt: Generated post ${n}, for the listings.\ncategory: Performance\ndate: 2024-01-${String((n % 28) + 1).padStart(2, '0')}\nreadTime: 3\nicon: gauge\nid: ${100 + n}\n---\n\n${body}`,
        );
      }
      const cacheDir = path.join(site.dir, 'cache');
      const cold = await buildSite({ contentDir: site.content, outDir: site.out, cacheDir, workers: 2 });
      expect(cold.rendered).toBe(cold.pages.length);
      const withCache = await distFiles(site.out);
      await buildSite({ contentDir: site.content, outDir: site.out, cache: false, workers: 0 });
      expect(differences(withCache, await distFiles(site.out))).toEqual([]);
      // What was rendered ahead is in the cache like any Markdown: a template edit would not parse it again.
      const states = path.join(cacheDir, 'states');
      const state = JSON.parse(await readFile(path.join(states, (await readdir(states))[0]!), 'utf8')) as {
        markdown: Record<string, string>;
      };
      expect(Object.keys(state.markdown).length).toBeGreaterThanOrEqual(160);
    } finally {
      await site.remove();
    }
  }, 60_000);
});
