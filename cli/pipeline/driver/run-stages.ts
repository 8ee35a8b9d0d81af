import path from 'node:path';
import type { BuildState } from '../../cache/build-state';
import { ContentError } from '../../errors';
import { contentHash } from '../../lib/hash';
import type { PendingWork } from '../../lib/pending-work';
import type { BuildOptions, BuildResult, BuiltPage } from './types';
import { STAGE_STEP } from './stages';
import type { StepTimer } from './step-timer';
import { cardOnlyImages, missingDataImages, missingSiteImage, socialCards, whereShown } from '../content';
import type { LoadedSite } from '../content';
import { unusedPluginNotices } from '../markdown';
import { pricedOffers } from '../site/index';
import { createRenderKeys, writePages, type MarkdownAhead, type RenderPool } from '../render';
import { buildImages } from '../images';
import {
  bundleEmbeds,
  cachedBundle,
  edgeFiles,
  embedNames,
  embedSettings,
  measureBudgets,
  type AssetManifest,
  type SiteBundle,
} from '../bundle';
import { bodyClaimProblems, idsByFile, linkSpace, OutputWriter, writeSiteFiles, type SitemapEntry } from '../output';

/** What one build has to work with once the content is loaded. */
export interface BuildInputs {
  options: BuildOptions & { inPlace?: boolean };
  contentDir: string;
  outDir: string;
  site: LoadedSite;
  timer: StepTimer;
  pool: RenderPool;
  ahead: MarkdownAhead | undefined;
  pending: PendingWork;
  sourcesKey: string;
  siteBundle: Promise<SiteBundle>;
  bundles: Parameters<typeof cachedBundle>[1];
  /** The cache's parts this build uses (none with --no-cache). */
  cache?: { state: BuildState; objectsDir: string; images: string; codeGraph: string };
}

/** A build written into its target: the result, and what the builder keeps of it. */
export type StagesRun = Awaited<ReturnType<typeof runStages>>;

/**
 * Runs the stages after content, in their order (stages.ts), into `target` (a staging folder, or
 * the output folder itself for site dev): the images, the bundles waited for, every page, the
 * site files; then checks what only the whole output can tell (links, anchors and prices in
 * bodies, budgets). `keepIn`: the folder whose unchanged files an update leaves where they are.
 */
export async function runStages(inputs: BuildInputs, target: string, keepIn?: string) {
  const { options, site, timer, cache } = inputs;
  const out = new OutputWriter(target);
  const extras = startSideBundles(inputs);
  const images = await timer.time(STAGE_STEP.images, () =>
    buildImages(inputs.contentDir, out, cache?.images, socialCards(site), cardOnlyImages(site, inputs.contentDir), {
      seedImages: options.seedImages ?? false,
      ...(keepIn ? { keepIn } : {}),
      shownAt: (key) => whereShown(key, site.pages, site.dataImages, inputs.contentDir),
    }),
  );
  const bundle = await timer.time(STAGE_STEP.bundle, () => inputs.siteBundle);
  const assets: AssetManifest = { ...bundle.manifest, embeds: await embedNames() };
  const context = {
    config: site.config,
    markdown: site.markdown,
    collections: site.collections,
    assets,
    images: images.images,
    ...(images.refused.length ? { refusedImages: images.refused } : {}),
    year: new Date().getFullYear(),
    ...(options.devScript ? { devScript: options.devScript } : {}),
  };
  // Awaited where a page may be reused; a cold build renders while they are made.
  const keys = timer.time('hash code and context', () =>
    createRenderKeys(context, inputs.contentDir, cache?.codeGraph),
  );
  keys.catch(() => undefined);
  const written = await renderPages(inputs, { keys, context, target, keepIn });
  // Every problem at once: unreadable images and what the pages say about theirs.
  const dataImages = [
    ...missingDataImages(site.dataImages, images.images, images.refused),
    ...missingSiteImage(inputs.contentDir, site.config, images.images, images.refused),
  ];
  if (images.problems.length || dataImages.length || written.problems.length)
    throw new ContentError([...images.problems, ...dataImages, ...written.problems]);
  const { pages, sitemap } = builtPages(site, written.records, out);
  const bundled = [...bundle.files, ...(await extras.files(timer))];
  await timer.time(STAGE_STEP.output, () => writeSiteFiles(site, inputs.contentDir, bundled, sitemap, out));
  checkBodyClaims(site, written.records, out);
  const budgets = await timer.time('budgets', async () => measureBudgets(assets, bundled, pages));
  // Only a build that rendered every page can tell that a plugin changed none.
  const notices = [
    ...site.notices,
    ...(written.reused
      ? []
      : unusedPluginNotices(site.markdown.plugins, written.pluginsUsed, path.join(inputs.contentDir, 'site.yaml'))),
  ];
  const result: Omit<BuildResult, 'durationMs' | 'steps'> = {
    outDir: inputs.outDir,
    pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
    redirects: site.redirects,
    files: out.files,
    assets,
    budgets,
    totalBytes: out.files.reduce((sum, f) => sum + f.bytes, 0),
    rendered: written.rendered,
    reused: written.reused,
    images: { encoded: images.encoded, seeded: images.seeded, reused: images.reused },
    markdownParser: { name: site.markdown.parser ?? 'remark', reason: site.markdown.parserReason ?? '' },
    ...(notices.length ? { notices } : {}),
  };
  // What an update leaves where it is: unchanged pages and images.
  const kept = new Set([...written.kept, ...images.kept]);
  return { result, written, context, keys: await keys, kept };
}

/** The embed scripts and the edge worker, bundled while the pages render. */
function startSideBundles(inputs: BuildInputs) {
  const { site, bundles, pending } = inputs;
  const settingsFor = (widget: string) => embedSettings(widget, site.config, site.collections);
  const embeds = embedNames().then((names) => {
    const key = contentHash('embeds', inputs.sourcesKey, JSON.stringify(Object.keys(names).map(settingsFor)));
    return cachedBundle(key, bundles, () => bundleEmbeds(inputs.outDir, settingsFor));
  });
  pending.track(embeds);
  // The PageSpeed proxy (pagespeed.proxy): dist/_worker.js and dist/_routes.json, or nothing.
  const edge = edgeFiles(site.config, bundles, inputs.cache?.codeGraph);
  pending.track(edge);
  return {
    files: async (timer: StepTimer) => [
      ...(await timer.time('embeds (wait)', () => embeds)).files,
      ...(await timer.time('edge (wait)', () => edge)),
    ],
  };
}

interface RenderJob {
  keys: ReturnType<typeof createRenderKeys>;
  context: Parameters<typeof writePages>[2];
  target: string;
  keepIn: string | undefined;
}

/** Every page, rendered or kept (see writePages), with the build's progress. */
function renderPages(inputs: BuildInputs, job: RenderJob) {
  const { options, pool, ahead, cache } = inputs;
  const onPages = (done: number, total: number) => options.onProgress?.({ step: 'Rendering pages', done, total });
  return inputs.timer.time(STAGE_STEP.render, () =>
    writePages(inputs.site.pages, job.keys, job.context, job.target, cache, {
      pool,
      ...(ahead ? { ahead } : {}),
      ...(options.workers === undefined ? {} : { workers: options.workers }),
      inPlace: options.inPlace ?? false,
      ...(job.keepIn ? { keepIn: job.keepIn } : {}),
      onPages,
      contentDir: inputs.contentDir,
    }),
  );
}

type PageRecords = Awaited<ReturnType<typeof writePages>>['records'];

/** The pages as the result lists them, and the sitemap's entries (indexable pages only). */
function builtPages(site: LoadedSite, records: PageRecords, out: OutputWriter) {
  const pages: BuiltPage[] = [];
  const sitemap: SitemapEntry[] = [];
  for (const page of site.pages) {
    const record = records.get(page.route)!;
    out.record(record.file, record.bytes);
    const { file, bytes, islands, features } = record;
    pages.push({
      route: page.route,
      template: page.templateName,
      file,
      bytes,
      islands,
      features,
      inputs: site.inputsOf(page),
    });
    if (record.robots.startsWith('index'))
      sitemap.push({ url: record.canonical, ...(record.lastmod ? { lastmod: record.lastmod } : {}) });
  }
  return { pages, sitemap };
}

/** Links and typed prices in the bodies, against every file now written (the build fails before any swap). */
function checkBodyClaims(site: LoadedSite, records: PageRecords, out: OutputWriter): void {
  const claims = bodyClaimProblems(
    site.pages.map((page) => ({ route: page.route, file: page.source.file, claims: records.get(page.route)!.claims })),
    linkSpace(
      site.config.site.url,
      out.files.map((f) => f.path),
      site.redirects,
      site.pages.map((p) => p.route),
    ),
    pricedOffers(site.markdown.facts),
    site.pages.map((p) => p.route),
    idsByFile(records.values()),
  );
  if (claims.length) throw new ContentError(claims);
}
