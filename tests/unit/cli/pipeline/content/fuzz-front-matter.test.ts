import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssetManifest } from '../../../../../cli/pipeline/bundle/asset-manifest';
import { embedNames } from '../../../../../cli/pipeline/bundle/bundle-embeds';
import { bundleSite } from '../../../../../cli/pipeline/bundle/bundle-site';
import { loadSite } from '../../../../../cli/pipeline/content/load-site';
import {
  createMarkdownRenderer,
  type MarkdownRenderer,
  type MarkdownSettings,
} from '../../../../../cli/pipeline/markdown/render-markdown';
import { pageJob } from '../../../../../cli/pipeline/render/page-job';
import { renderPage } from '../../../../../cli/pipeline/render/render-page';
import { ContentError } from '../../../../../cli/errors';
import { mutateFrontMatter } from '../../../../support/front-matter-mutations';
import { scratchSite, type ScratchSite } from '../../../../support/fixtures';
import { seededRandom } from '../../../../support/prng';

/** Replay a failure with FUZZ_SEED=<seed>; FUZZ_RUNS raises the count for a longer hunt. */
const SEED = Number(process.env.FUZZ_SEED ?? 20250922);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const FILES = [
  'pages/index.md',
  'pages/blog.md',
  'pages/embed.md',
  'pages/404.md',
  'pages/legal.md',
  'pages/hidden.md',
  'pages/wip.md',
  'blog/fast.md',
  'blog/safe.md',
  'blog/guide.md',
];

/**
 * Seeded fuzzing of front matter: whatever a maintainer types, the build
 * either succeeds or reports content problems; it never ends in "Unexpected error" (a crash
 * in a loader or in a template on data its schema let through) and never hangs.
 */
describe('front-matter fuzzing', () => {
  let site: ScratchSite;
  let assets: AssetManifest;
  const originals = new Map<string, string>();

  beforeAll(async () => {
    site = await scratchSite();
    // Bundled once: each iteration then costs only loading and rendering.
    const bundle = await bundleSite(site.out);
    assets = { ...bundle.manifest, embeds: await embedNames() };
    for (const file of FILES) originals.set(file, await readFile(path.join(site.content, file), 'utf8'));
  });
  afterAll(() => site.remove());

  /**
   * A body's Markdown, rendered once: the mutations touch front matter only, and a body renders
   * the same under the same Markdown settings (site.yaml is never mutated), so each iteration's
   * time goes to loading and to the templates, where front matter lands.
   */
  const rendered = new Map<string, ReturnType<MarkdownRenderer['render']>>();
  let markdown: Promise<MarkdownRenderer> | undefined;
  function renderBody(settings: MarkdownSettings, body: string): ReturnType<MarkdownRenderer['render']> {
    markdown ??= createMarkdownRenderer(settings);
    let result = rendered.get(body);
    if (!result) rendered.set(body, (result = markdown.then((m) => m.render(body))));
    return result;
  }

  /** Loads and renders every page in memory (Markdown problems fail it, as in `site build`). */
  async function buildInMemory(): Promise<number> {
    const loaded = await loadSite({ contentDir: site.content, includeDrafts: true, includeInternal: true });
    const context = {
      config: loaded.config,
      markdown: loaded.markdown,
      collections: loaded.collections,
      assets,
      images: {},
      year: 2025,
    };
    for (const page of loaded.pages) {
      const result = await renderBody(loaded.markdown, page.source.body);
      if (result.issues.length)
        throw new ContentError(result.issues.map((i) => ({ file: page.source.file, message: i.message })));
      renderPage(pageJob(page), result, context);
    }
    return loaded.pages.length;
  }

  it(`${RUNS} random mutations each build or fail as a content error (seed ${SEED})`, async () => {
    // Every file is a page; the blog listing also makes one page per category.
    expect(await buildInMemory()).toBeGreaterThanOrEqual(FILES.length);
    const random = seededRandom(SEED);
    const failures: string[] = [];
    let rejected = 0;
    for (let iteration = 0; iteration < RUNS; iteration += 1) {
      const file = random.pick(FILES);
      const mutated = mutateFrontMatter(originals.get(file)!, random);
      const target = path.join(site.content, file);
      await writeFile(target, mutated.text);
      const started = performance.now();
      try {
        await buildInMemory();
      } catch (error) {
        if (
          error instanceof ContentError &&
          error.problems.length > 0 &&
          error.problems.every((p) => p.file && p.message)
        )
          rejected += 1;
        else failures.push(report(iteration, file, mutated, error));
      } finally {
        await writeFile(target, originals.get(file)!);
      }
      const ms = performance.now() - started;
      if (ms > 2000) failures.push(report(iteration, file, mutated, new Error(`took ${Math.round(ms)} ms`)));
    }
    expect(
      failures,
      `FUZZ_SEED=${SEED}: ${failures.length} of ${RUNS} mutations failed\n\n${failures.join('\n\n')}`,
    ).toEqual([]);
    // A fuzzer whose every mutation is rejected (or accepted) tests only one path.
    expect(rejected).toBeGreaterThan(RUNS / 4);
    expect(rejected).toBeLessThan(RUNS);
  }, 120_000);
});

function report(iteration: number, file: string, mutated: { text: string; steps: string[] }, error: unknown): string {
  const what =
    error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 6).join('\n') : String(error);
  const frontMatter = mutated.text.split('\n---\n')[0]!.slice(0, 1500);
  return `seed ${SEED}, iteration ${iteration}, ${file} (${mutated.steps.join('; ')}):\n${frontMatter}\n---\n${what}`;
}
