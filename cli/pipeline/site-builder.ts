import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readStateOrSibling, sameState, STATE_VERSION, writeState, type BuildState } from '../cache/build-state';
import { cacheLocation, flagsKey, type CacheLocation } from '../cache/cache-location';
import { ContentError } from '../errors';
import { buildImages } from './images/build-images';
import { contentHash } from '../lib/hash';
import { PendingWork } from '../lib/pending-work';
import { SourceMemo } from '../lib/read-content';
import type { SiteConfig } from '../../templates/site-config';
import { PROJECT_ROOT } from '../lib/project-root';
import type { BuildOptions, BuildResult, BuiltPage } from './build-types';
import { StepTimer } from './step-timer';
import { storeContext } from './body-only';
import {
  assertDirectory,
  cardOnlyImages,
  countPageFiles,
  FrontMatterCache,
  loadSite,
  missingDataImages,
  socialCards,
  type Page,
} from './content';
import { MarkdownAhead, unusedPluginNotices, type MarkdownSettings } from './markdown';
import {
  bodyEdits,
  createRenderKeys,
  POOL_FROM,
  RenderPool,
  renderBodyEdits,
  schemaKey,
  writePages,
  type LastBuild,
} from './render';
import {
  bundleEmbeds,
  bundleSite,
  bundleSourcesKey,
  cachedBundle,
  edgeFiles,
  embedNames,
  embedSettings,
  measureBudgets,
  SITE_BUNDLE_LAYOUT,
  type AssetManifest,
  type SiteBundle,
} from './bundle';
import {
  bodyClaimProblems,
  buildByUpdate,
  buildIntoStaging,
  finishUpdate,
  linkSpace,
  mayUpdate,
  OutputWriter,
  removeLeftovers,
  removeStale,
  writeSiteFiles,
  type SitemapEntry,
} from './output';

/** Folders whose files the browser bundles are made from. */
const BUNDLE_SOURCES = [path.join(PROJECT_ROOT, 'widgets'), path.join(PROJECT_ROOT, 'templates', 'styles')];

/**
 * The incremental core. A builder remembers what its last build read and wrote; `build(changed)`
 * re-reads only the changed files and re-renders only the pages whose key changed (an edited
 * post, the listings and related links that show it; everything for site.yaml). `site build`
 * runs one builder once against the persistent cache (atomic: staging, then swap); `site dev`
 * keeps one and writes in place. Template and widget code cannot be reloaded into a running
 * process: after such an edit, use a new builder in a new worker or process.
 */
export class SiteBuilder {
  private readonly memo = new SourceMemo();
  private readonly contentDir: string;
  private readonly outDir: string;
  private readonly location: CacheLocation;
  private state: BuildState | undefined;
  /** The state as it is on disk (read, or last written): saveState writes only another. */
  private saved: BuildState | undefined;
  /** Whether `state` is of a build into this very folder (else another folder's, or none). */
  private ownState = false;
  private sourcesKey: Promise<string> | undefined;
  private siteBundle: Promise<SiteBundle> | undefined;
  private written = new Set<string>();
  /** The last build, when it succeeded in place (dev): edits of a body alone render from it. */
  private last: LastBuild | undefined;
  /** Bundles still being made; a failed build waits for them, so it never returns while they write to the cache. */
  private readonly pending = new PendingWork();

  constructor(private readonly options: BuildOptions & { inPlace?: boolean; persistState?: boolean }) {
    this.contentDir = path.resolve(options.contentDir);
    this.outDir = path.resolve(options.outDir);
    this.location = cacheLocation(this.contentDir, this.outDir, flagsKey(options), options.cacheDir);
  }

  /** Builds; `changed` lists the files changed since this builder's last build (undefined: anything may have). */
  async build(changed?: readonly string[]): Promise<BuildResult> {
    const started = performance.now();
    const timer = new StepTimer((step) => this.options.onProgress?.({ step }));
    const { options, outDir, contentDir, location } = this;
    await assertDirectory(contentDir);
    const last = this.last;
    // Until this build succeeds, the next one cannot start from the last.
    this.last = undefined;
    if (changed && last) {
      const edited = await bodyEdits(changed, last, this.memo, contentDir);
      const cache = this.state ? { state: this.state, objectsDir: location.objects } : undefined;
      if (edited) {
        this.last = await timer.time('pages', () => renderBodyEdits(edited, last, outDir, contentDir, cache));
        return { ...this.last.result, durationMs: performance.now() - started, steps: timer.steps };
      }
    }
    this.memo.forget(changed?.map((f) => path.resolve(f)));
    if (options.cache !== false && !this.state) {
      const read = await timer.time('read cache state', () => readStateOrSibling(location.state, location.stateFamily));
      this.state = read.state;
      this.ownState = read.own;
      if (read.own) this.saved = read.state;
    }
    const state = this.state;
    const nextBundles: BuildState['bundles'] = {};
    const bundles = state ? { state, next: nextBundles, objectsDir: location.objects } : undefined;
    if (
      !this.sourcesKey ||
      !changed ||
      changed.some((f) => BUNDLE_SOURCES.some((dir) => path.resolve(f).startsWith(dir + path.sep)))
    ) {
      // Source maps point from the output folder back to the sources: part of a bundle's identity.
      this.sourcesKey = bundleSourcesKey().then((key) => contentHash(key, path.relative(outDir, PROJECT_ROOT)));
      // esbuild works in its own process: bundle while the content loads and renders.
      this.siteBundle = this.sourcesKey.then((key) =>
        cachedBundle(contentHash(SITE_BUNDLE_LAYOUT, key), bundles, () => bundleSite(outDir)),
      );
      this.pending.track(this.siteBundle);
    }
    // A cold build of many pages starts its render threads now: they load while the content does.
    const pool = new RenderPool(options.workers || undefined);
    if (options.workers !== 0 && !Object.keys(state?.pages ?? {}).length) {
      const pages = countPageFiles(contentDir);
      if (pages >= POOL_FROM) pool.start(pages);
    }
    try {
      return await this.buildWith(pool, { started, timer, nextBundles, bundles });
    } catch (error) {
      await this.pending.settled();
      throw error;
    } finally {
      await pool.close();
    }
  }

  private async buildWith(pool: RenderPool, { started, timer, nextBundles, bundles }: BuildRun): Promise<BuildResult> {
    const { options, outDir, contentDir, location } = this;
    const state = this.state;
    // The module graph behind the code's hashes is kept with the cache (none with --no-cache).
    const codeCache = state ? location.codeGraph : undefined;
    // The schemas' key may take an esbuild run (see FrontMatterCache.of): a cold build loads meanwhile.
    const schema = state ? schemaKey(codeCache) : undefined;
    schema?.catch(() => undefined);
    const frontMatter = state && schema ? await FrontMatterCache.of(state, schema) : undefined;
    // Threads already started (a cold build) render the Markdown while the content loads.
    let ahead: MarkdownAhead | undefined;
    const onConfig = (_config: SiteConfig, markdown: MarkdownSettings) => {
      ahead = new MarkdownAhead(pool, location.objects, markdown);
      return (page: Page) => ahead!.add(page);
    };
    const site = await timer.time('load content', () =>
      loadSite({
        ...options,
        contentDir,
        memo: this.memo,
        // A one-shot build reads unchanged files only when it must; site dev keeps what it loaded.
        readLazily: !options.inPlace,
        ...(frontMatter ? { frontMatter } : {}),
        ...(pool.started && state ? { onConfig } : {}),
      }),
    );

    const work = async (target: string, keepIn?: string) => {
      const out = new OutputWriter(target);
      const settingsFor = (widget: string) => embedSettings(widget, site.config, site.collections);
      const embedList = Object.keys(await embedNames());
      const embedsKey = contentHash('embeds', await this.sourcesKey!, JSON.stringify(embedList.map(settingsFor)));
      const embedBundle = cachedBundle(embedsKey, bundles, () => bundleEmbeds(outDir, settingsFor));
      this.pending.track(embedBundle);
      // The PageSpeed proxy (pagespeed.proxy): dist/_worker.js and dist/_routes.json, or nothing.
      const edgeBundle = edgeFiles(site.config, bundles, codeCache);
      this.pending.track(edgeBundle);
      const images = await timer.time('images', () =>
        buildImages(
          contentDir,
          out,
          state ? location.images : undefined,
          socialCards(site),
          cardOnlyImages(site, contentDir),
          { seedImages: options.seedImages ?? false, ...(keepIn ? { keepIn } : {}) },
        ),
      );
      const bundle = await timer.time('bundle (wait)', () => this.siteBundle!);
      const assets: AssetManifest = { ...bundle.manifest, embeds: await embedNames() };
      const context = {
        config: site.config,
        markdown: site.markdown,
        collections: site.collections,
        assets,
        images: images.images,
        year: new Date().getFullYear(),
        ...(options.devScript ? { devScript: options.devScript } : {}),
      };
      const keys = await timer.time('hash code and context', () => createRenderKeys(context, contentDir, codeCache));
      const cache = state ? { state, objectsDir: location.objects } : undefined;
      const render = {
        pool,
        ...(ahead ? { ahead } : {}),
        ...(options.workers === undefined ? {} : { workers: options.workers }),
      };
      const onPages = (done: number, total: number) => options.onProgress?.({ step: 'Rendering pages', done, total });
      const written = await timer.time('pages', () =>
        writePages(site.pages, keys, context, target, cache, {
          ...render,
          inPlace: options.inPlace ?? false,
          ...(keepIn ? { keepIn } : {}),
          onPages,
          contentDir,
        }),
      );
      // Every problem at once: unreadable images and what the pages say about theirs.
      const dataImages = missingDataImages(site.dataImages, images.images);
      if (images.problems.length || dataImages.length || written.problems.length)
        throw new ContentError([...images.problems, ...dataImages, ...written.problems]);

      const pages: BuiltPage[] = [];
      const sitemap: SitemapEntry[] = [];
      for (const page of site.pages) {
        const record = written.records.get(page.route)!;
        out.record(record.file, record.bytes);
        pages.push({
          route: page.route,
          template: page.templateName,
          file: record.file,
          bytes: record.bytes,
          islands: record.islands,
          features: record.features,
          inputs: site.inputsOf(page),
        });
        if (record.robots.startsWith('index'))
          sitemap.push({ url: record.canonical, ...(record.lastmod ? { lastmod: record.lastmod } : {}) });
      }
      const embeds = await timer.time('embeds (wait)', () => embedBundle);
      const bundled = [...bundle.files, ...embeds.files, ...(await timer.time('edge (wait)', () => edgeBundle))];
      await timer.time('site files', () => writeSiteFiles(site, contentDir, bundled, sitemap, out));
      // Links and typed prices in the bodies, against every file now written (the build fails before any swap).
      const claims = bodyClaimProblems(
        site.pages.map((page) => ({
          route: page.route,
          file: page.source.file,
          claims: written.records.get(page.route)!.claims,
        })),
        linkSpace(
          site.config.site.url,
          out.files.map((f) => f.path),
          site.redirects,
          site.pages.map((p) => p.route),
        ),
        site.markdown.facts?.offers.catalog ?? [],
      );
      if (claims.length) throw new ContentError(claims);
      const budgets = await timer.time('budgets', async () => measureBudgets(assets, bundled, pages));
      // Only a build that rendered every page can tell that a plugin changed none.
      const notices = written.reused
        ? []
        : unusedPluginNotices(site.markdown.plugins, written.pluginsUsed, path.join(contentDir, 'site.yaml'));
      const result: Omit<BuildResult, 'durationMs' | 'steps'> = {
        outDir,
        pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
        redirects: site.redirects,
        files: out.files,
        assets,
        budgets,
        totalBytes: out.files.reduce((sum, f) => sum + f.bytes, 0),
        rendered: written.rendered,
        reused: written.reused,
        images: { encoded: images.encoded, seeded: images.seeded, reused: images.reused },
        ...(notices.length ? { notices } : {}),
      };
      // What an update leaves where it is: unchanged pages and images.
      const kept = new Set([...written.kept, ...images.kept]);
      return { result, written, context, keys, kept };
    };

    let built: Awaited<ReturnType<typeof work>>;
    if (options.inPlace) {
      await mkdir(outDir, { recursive: true });
      built = await work(outDir);
      this.written = await removeStale(
        outDir,
        this.written,
        built.result.files.map((f) => f.path),
      );
    } else if (state?.output && this.ownState && mayUpdate(outDir)) {
      // The folder holds this cache's last build: only what changed is written, unchanged pages stay.
      await removeLeftovers(outDir);
      built = await buildByUpdate(
        outDir,
        state.output,
        (staging) => work(staging, outDir),
        (b) => ({ written: b.result.files.map((f) => f.path), kept: b.kept }),
      );
    } else {
      await removeLeftovers(outDir);
      built = await buildIntoStaging(outDir, (staging) => work(staging));
    }
    if (options.inPlace)
      this.last = {
        site,
        context: built.context,
        keys: built.keys,
        result: { ...built.result, durationMs: 0, steps: [] },
      };
    if (state) {
      const previous = this.ownState ? state : undefined;
      this.state = {
        version: STATE_VERSION,
        pages: Object.fromEntries(built.written.records),
        markdown: built.written.markdown,
        sources: frontMatter?.next ?? {},
        passed: [...(frontMatter?.nextPassed ?? [])].sort(),
        ...(schema ? { schema: await schema } : {}),
        bundles: nextBundles,
        output: built.result.files.map((f) => f.path).sort(),
        // What a build of edited bodies renders with (see body-only.ts); not for site dev's folder.
        ...(options.inPlace ? {} : { context: storeContext(location.objects, built.context) }),
      };
      this.ownState = true;
      // A build that changed nothing writes nothing (the read marked the state as used already).
      if (previous !== undefined && sameState(previous, this.state)) this.state = previous;
      if (options.persistState !== false && this.state !== this.saved)
        await timer.time('write cache state', () => this.saveState());
    }
    // The folder and the state describing it agree: the next build may update it again.
    if (!options.inPlace) finishUpdate(outDir);
    return { ...built.result, durationMs: performance.now() - started, steps: timer.steps };
  }

  /** Writes what the next build (in any process) may reuse; `persistState: false` leaves the moment to the caller. */
  async saveState(): Promise<void> {
    if (!this.state || this.state === this.saved) return;
    await writeState(this.location.state, this.state);
    this.saved = this.state;
  }
}

/** What one build passes from its start to its work. */
interface BuildRun {
  started: number;
  timer: StepTimer;
  nextBundles: BuildState['bundles'];
  bundles: Parameters<typeof cachedBundle>[1];
}
