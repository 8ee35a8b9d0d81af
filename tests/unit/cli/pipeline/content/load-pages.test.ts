import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPages } from '../../../../../cli/pipeline/content/load-pages';
import { TEMPLATES } from '../../../../../templates/registry';
import { COLLECTION_DECLARATIONS } from '../../../../../templates/model/collections';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

describe('loadPages', () => {
  let site: ScratchSite;
  const load = () =>
    loadPages({ contentDir: site.content, templates: TEMPLATES, collections: COLLECTION_DECLARATIONS });
  beforeEach(async () => {
    site = await scratchSite();
  });
  afterEach(() => site.remove());

  it('derives routes from paths, ids and permalinks', async () => {
    const { pages, problems } = await load();
    expect(problems).toEqual([]);
    const routes = pages.map((p) => p.route).sort();
    expect(routes).toEqual([
      '/',
      '/404',
      '/a-long-slug-guide/',
      '/blog',
      '/blog/1',
      '/blog/2',
      '/embed',
      '/hidden',
      '/legal',
      '/wip',
    ]);
  });

  it('derives nested routes: pages/cloud/index.md is /cloud, pages/cloud/aws.md is /cloud/aws', async () => {
    const { mkdir, cp } = await import('node:fs/promises');
    await mkdir(`${site.content}/pages/cloud`);
    await cp(`${site.content}/pages/legal.md`, `${site.content}/pages/cloud/index.md`);
    await cp(`${site.content}/pages/legal.md`, `${site.content}/pages/cloud/aws.md`);
    const routes = (await load()).pages.map((p) => p.route);
    expect(routes).toContain('/cloud');
    expect(routes).toContain('/cloud/aws');
  });

  it('reports an unknown template with its line, the nearest name and where names come from', async () => {
    await site.edit('pages/legal.md', (t) => t.replace('template: legal', 'template: legl'));
    const { problems } = await load();
    expect(problems).toEqual([
      expect.objectContaining({
        line: 2,
        field: 'template',
        message: 'unknown template "legl": did you mean `legal`?',
        hint: 'Write template: legal. templates/registry.ts names every template (docs/templates.md).',
      }),
    ]);
    expect(problems[0]!.file).toMatch(/pages\/legal\.md$/);
  });

  it('reports a missing field and a wrong-typed field of the same file together', async () => {
    await site.edit('blog/fast.md', (t) => t.replace('readTime: 6', 'readTime: six').replace(/^excerpt:.*\n/m, ''));
    const { problems } = await load();
    expect(problems.map((p) => `${p.line} ${p.field}: ${p.message}`).sort()).toEqual([
      '2 excerpt: is required (expected string)',
      '6 readTime: expected number, got "six"',
    ]);
  });

  it('reports an unknown field (a typo) by name', async () => {
    await site.edit('pages/legal.md', (t) => t.replace('lastUpdated:', 'lastUpdate:'));
    const fields = (await load()).problems.map((p) => `${p.field}: ${p.message}`);
    expect(fields).toContain('lastUpdate: is not a known field: did you mean `lastUpdated`?');
    // The field it meant is not reported missing as well: one typo, one problem.
    expect(fields).not.toContain('lastUpdated: is required (expected string)');
  });

  it('reports a blog entry with neither id nor permalink', async () => {
    await site.edit('blog/guide.md', (t) => t.replace(/^permalink:.*\n/m, ''));
    const { problems } = await load();
    expect(problems[0]?.message).toMatch(/neither `id` nor `permalink`/);
  });

  it.each(['2025-13-45', '2025-02-30', '2025-09-31', '2023-02-29'])(
    'rejects %s, which is not a calendar date',
    async (date) => {
      await site.edit('blog/safe.md', (t) => t.replace('date: 2025-09-10', `date: ${date}`));
      expect((await load()).problems).toEqual([
        expect.objectContaining({
          field: 'date',
          message: expect.stringMatching(`^${date} is not a real calendar date \\(`),
        }),
      ]);
    },
  );

  it('accepts a leap day', async () => {
    await site.edit('blog/safe.md', (t) => t.replace('date: 2025-09-10', 'date: 2024-02-29'));
    expect((await load()).problems).toEqual([]);
  });
});
