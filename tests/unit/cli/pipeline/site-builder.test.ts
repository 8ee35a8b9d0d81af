import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteBuilder } from '../../../../cli/pipeline/driver/site-builder';
import { scratchSite, type ScratchSite } from '../../../support/fixtures';

/**
 * The incremental core: one builder, told which files changed, re-renders exactly the pages
 * whose inputs changed, writing in place (as `site dev` does). Each test starts from its own
 * scratch site and a builder that has built it once, so the tests pass in any order.
 */
describe('SiteBuilder, in place', () => {
  let site: ScratchSite;
  let builder: SiteBuilder;
  const file = (name: string) => path.join(site.content, name);
  const output = (name: string) => readFile(path.join(site.out, name), 'utf8');
  const renderedBy = async (changed: string[]) => {
    const result = await builder.build(changed.map(file));
    return result;
  };

  beforeEach(async () => {
    site = await scratchSite();
    builder = new SiteBuilder({
      contentDir: site.content,
      outDir: site.out,
      cacheDir: path.join(site.dir, 'cache'),
      workers: 0,
      inPlace: true,
    });
    const first = await builder.build();
    expect(first.rendered).toBe(first.pages.length);
  });
  afterEach(() => site.remove());

  it('with nothing changed renders nothing', async () => {
    expect((await renderedBy([])).rendered).toBe(0);
  });

  it('a post body edit re-renders that post only', async () => {
    await site.edit('blog/safe.md', (t) => t.replace('Body of the second post.', 'Edited body.'));
    const result = await renderedBy(['blog/safe.md']);
    expect(result.rendered).toBe(1);
    expect(await output('blog/2.html')).toContain('Edited body.');
    // Front matter unchanged: the page renders from the last build, nothing is loaded again.
    expect(result.steps.map((s) => s.name)).toEqual(['pages']);
  });

  it('reads only the files it is told changed', async () => {
    await site.edit('blog/fast.md', (t) => t.replace('readTime:', 'readTime: 99 #'));
    // Not reported: the builder keeps what it read before.
    expect((await renderedBy([])).rendered).toBe(0);
    await site.edit('blog/fast.md', (t) => t.replace('readTime: 99 #', 'readTime:'));
  });

  it('a post title edit re-renders the post, the listings and the related links that show it; the feed follows', async () => {
    // A body edit first, rendered from the last build without loading anything.
    await site.edit('blog/safe.md', (t) => t.replace('Body of the second post.', 'Edited body.'));
    expect((await renderedBy(['blog/safe.md'])).steps.map((s) => s.name)).toEqual(['pages']);
    await site.edit('blog/safe.md', (t) => t.replace('title: Security Second', 'title: Security, Retitled'));
    const result = await renderedBy(['blog/safe.md']);
    const routes = result.pages.length;
    expect(result.rendered).toBeGreaterThan(2);
    expect(result.rendered).toBeLessThan(routes);
    expect(await output('blog.html')).toContain('Security, Retitled');
    expect(await output('blog/category/security.html')).toContain('Security, Retitled');
    expect(await output('feed.xml')).toContain('Security, Retitled');
    expect(await output('legal.html')).not.toContain('Security, Retitled');
    // The body edited before (rendered from the last build) is what the full build read too.
    expect(await output('blog/2.html')).toContain('Edited body.');
  });

  it('a site.yaml edit re-renders everything', async () => {
    await site.edit('site.yaml', (t) => t.replace(/tagline: .*/, 'tagline: A new tagline for every page'));
    const result = await renderedBy(['site.yaml']);
    expect(result.rendered).toBe(result.pages.length);
  });

  it('a removed page is removed from the output', async () => {
    await rm(file('blog/guide.md'));
    const result = await renderedBy(['blog/guide.md']);
    expect(result.pages.map((p) => p.route)).not.toContain('/a-long-slug-guide/');
    await expect(output('a-long-slug-guide/index.html')).rejects.toThrow();
  });
});

describe('SiteBuilder, edits of a body alone', () => {
  let site: ScratchSite;
  let builder: SiteBuilder;
  const build = (...changed: string[]) => builder.build(changed.map((name) => path.join(site.content, name)));
  /** The problems a failing build reports, as `file: message`. */
  const problemsOf = (...changed: string[]) =>
    build(...changed).then(
      () => [],
      (error: { problems?: { file: string; line?: number; message: string }[] }) =>
        (error.problems ?? []).map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`),
    );

  beforeEach(async () => {
    site = await scratchSite();
    builder = new SiteBuilder({
      contentDir: site.content,
      outDir: site.out,
      cacheDir: path.join(site.dir, 'cache'),
      workers: 0,
      inPlace: true,
    });
    await builder.build();
  });
  afterEach(() => site.remove());

  it('do not hide a problem of another file: the build stays failed until that file is fixed', async () => {
    await site.edit('blog/fast.md', (t) => t.replace(/^title: .*$/m, 'title:'));
    expect(await problemsOf('blog/fast.md')).toEqual([expect.stringMatching(/blog\/fast\.md:2: /)]);
    await site.edit('blog/safe.md', (t) =>
      t.replace('Body of the second post.', 'Body edited while another file is broken.'),
    );
    expect(await problemsOf('blog/safe.md')).toEqual([expect.stringMatching(/blog\/fast\.md:2: /)]);
    await site.edit('blog/fast.md', (t) => t.replace(/^title:$/m, 'title: Fast Again'));
    const fixed = await build('blog/fast.md');
    expect(await readFile(path.join(site.out, 'blog/2.html'), 'utf8')).toContain(
      'Body edited while another file is broken.',
    );
    expect(fixed.steps.map((s) => s.name)).toContain('load content');
  });

  it('report a problem of the new body with its line, and render once it is fixed', async () => {
    await site.edit('blog/safe.md', (t) => `${t}\n![A chart](./missing-chart.png)\n`);
    expect(await problemsOf('blog/safe.md')).toEqual([
      expect.stringMatching(/blog\/safe\.md:\d+: shows \.\/missing-chart\.png, which is not an image/),
    ]);
    await site.edit('blog/safe.md', (t) => t.replace('![A chart](./missing-chart.png)', 'No chart after all.'));
    const result = await build('blog/safe.md');
    expect(result.rendered).toBe(1);
    expect(await readFile(path.join(site.out, 'blog/2.html'), 'utf8')).toContain('No chart after all.');
  });

  it('report a link to a route the site does not build and a contradicting price, with their lines', async () => {
    await site.edit('blog/safe.md', (t) => `${t}\nRead [the guide](/a-long-slug-gide/).\n\nThe Audit package is $5.\n`);
    const lines = (await site.read('content/blog/safe.md')).split('\n');
    const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
    expect(await problemsOf('blog/safe.md')).toEqual([
      expect.stringMatching(
        new RegExp(`safe\\.md:${lineOf('the guide')}: links to /a-long-slug-gide/, which the site does not build$`),
      ),
      expect.stringMatching(
        new RegExp(`safe\\.md:${lineOf('$5')}: "The Audit package is \\$5\\." gives the Audit \\$5 as its price`),
      ),
    ]);
  });

  it('check every page again, reused ones too: a link fails once the page it leads to is gone', async () => {
    await site.edit('pages/legal.md', (t) =>
      t.replace('Intro paragraph.', 'Intro paragraph, see [post two](/blog/2).'),
    );
    await build('pages/legal.md');
    await rm(path.join(site.content, 'blog/safe.md'));
    expect(await problemsOf('blog/safe.md')).toEqual([
      expect.stringMatching(/pages\/legal\.md:8: links to \/blog\/2, which the site does not build/),
    ]);
  });

  it('do not apply to a body that starts to show an image: the stages make it, as site build does (the one guard, guard.ts)', async () => {
    await site.edit('blog/safe.md', (t) => `${t}\n![The bakery](../images/bakery.svg)\n`);
    const result = await build('blog/safe.md');
    expect(result.steps.map((s) => s.name)).toContain('load content');
    expect(await readFile(path.join(site.out, 'blog/2.html'), 'utf8')).toMatch(/<img[^>]+alt="The bakery"/);
  });

  it('do not apply to a YAML file, even when only appended to', async () => {
    const before = await builder.build([]);
    await site.edit('data/people.yaml', (t) => t.replace(/^(\s*role: ).*$/m, '$1Head of Appended Roles'));
    const result = await build('data/people.yaml');
    expect(result.steps.map((s) => s.name)).toContain('load content');
    expect(before.rendered).toBe(0);
    // Any page may show a person, an offer or a claim: the homes of facts are every page's inputs
    // (site dev reloads the open pages whose inputs changed), and every page renders again.
    expect(result.pages.every((page) => page.inputs.some((file) => file.endsWith('data/people.yaml')))).toBe(true);
    expect(result.rendered).toBe(result.pages.length);
  });
});
