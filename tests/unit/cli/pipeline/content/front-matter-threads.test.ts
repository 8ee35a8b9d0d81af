import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPages } from '../../../../../cli/pipeline/content/load-pages';
import { RenderPool } from '../../../../../cli/pipeline/render/render-pool';
import type { SourceFile } from '../../../../../cli/lib/files';
import { TEMPLATES } from '../../../../../templates/registry';
import { COLLECTION_DECLARATIONS } from '../../../../../templates/model/collections';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';

/**
 * A cold build parses front matter on its render threads (load-pages.ts, parsed-front-matter.ts):
 * the pages, their data and bodies, and every problem with its line must be what parsing on the
 * main thread gives, the lines the main thread finds later (a field's, for zod) included.
 */
describe('front matter parsed on the render threads', () => {
  let site: ScratchSite;
  const pool = new RenderPool(1);
  const sent: string[] = [];
  const load = (threads: boolean) =>
    loadPages({
      contentDir: site.content,
      templates: TEMPLATES,
      collections: COLLECTION_DECLARATIONS,
      ...(threads
        ? {
            parseFrontMatter: (sources: readonly SourceFile[]) => {
              sent.push(...sources.map((s) => s.file));
              return pool.parseFrontMatter(sources);
            },
          }
        : {}),
    });

  beforeAll(async () => {
    site = await scratchSite();
    // A YAML syntax error (the thread finds its line), a field zod refuses (the main thread
    // finds its line afterwards), and a page with no front matter at all.
    await site.edit('blog/fast.md', (t) => t.replace(/^title: (.*)$/m, 'title: [unclosed'));
    await site.edit('pages/legal.md', (t) => t.replace(/^description: .*$/m, 'description: 42'));
    await site.write('pages/bare.md', 'No front matter here.\n');
  });
  afterAll(async () => {
    await pool.close();
    await site.remove();
  });

  it('gives the pages, data, bodies and problems (with their lines) that the main thread gives', async () => {
    const [here, threads] = [await load(false), await load(true)];
    expect(sent.length).toBeGreaterThan(5);
    const summary = (result: Awaited<ReturnType<typeof load>>) => ({
      pages: result.pages.map((p) => [p.route, p.data, p.source.body, p.source.bodyLine]),
      problems: result.problems,
      failedRoutes: result.failedRoutes,
    });
    expect(summary(threads)).toEqual(summary(here));
    expect(threads.problems.map((p) => [p.file, p.line])).toEqual(
      expect.arrayContaining([
        [expect.stringContaining('blog/fast.md'), expect.any(Number)],
        [expect.stringContaining('pages/legal.md'), expect.any(Number)],
        [expect.stringContaining('pages/bare.md'), 1],
      ]),
    );
  });
});
