import path from 'node:path';
import type { BuildState } from '../../cache/build-state';
import { CACHE_DIR, cacheLocation, flagsKey, type CacheLocation } from '../../cache/cache-location';
import { PendingWork } from '../../lib/pending-work';
import { ensureFolder } from '../../lib/write/folders';
import type { SourceFile } from '../../lib/files';
import { SourceMemo } from '../../lib/read-content';
import type { SiteConfig } from '../../kit/site-config';
import type { BuildOptions, BuildResult } from './types';
import { STAGE_STEP } from './stages';
import { StepTimer } from './step-timer';
import { StateKeeper } from './state-keeper';
import { SiteBundleKeeper, type BundleCache } from './site-bundle-keeper';
import { findEditedBodies, renderEditedBodiesInPlace, type LastBuild } from './edited-bodies/from-memory';
import { planBuild } from '../plan';
import { assertDirectory, countPageFiles, FrontMatterCache, type Page } from '../content';
import { loadSite } from '../content';
import type { MarkdownSettings } from '../markdown';
import { MarkdownAhead, POOL_FROM, RenderPool, schemaKey } from '../render';
import { buildByUpdate, buildIntoStaging, finishUpdate, mayUpdate, removeLeftovers, removeStale } from '../output';
import { runStages, type BuildInputs, type StagesRun } from './run-stages';

/** What one build passes from its start to its work. */
interface BuildRun {
  started: number;
  timer: StepTimer;
  nextBundles: BuildState['bundles'];
  bundles: BundleCache;
}

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
  /** The cache state builds start from and leave for the next (see StateKeeper). */
  private readonly states: StateKeeper;
  private written = new Set<string>();
  /** The last build, when it succeeded in place (dev): edits of a body alone render from it. */
  private last: LastBuild | undefined;
  /** Bundles still being made; a failed build waits for them, so it never returns while they write to the cache. */
  private readonly pending = new PendingWork();
  /** The browser bundles, made again only when their sources changed. */
  private readonly siteBundle: SiteBundleKeeper;

  constructor(private readonly options: BuildOptions & { inPlace?: boolean; persistState?: boolean }) {
    this.contentDir = path.resolve(options.contentDir);
    this.outDir = path.resolve(options.outDir);
    this.location = cacheLocation(this.contentDir, this.outDir, flagsKey(options), options.cacheDir);
    this.states = new StateKeeper(this.location, options);
    this.siteBundle = new SiteBundleKeeper(this.outDir, this.pending);
  }

  /** Builds; `changed` lists the files changed since this builder's last build (undefined: anything may have). */
  async build(changed?: readonly string[]): Promise<BuildResult> {
    const started = performance.now();
    const timer = new StepTimer((step) => this.options.onProgress?.({ step }));
    await assertDirectory(this.contentDir);
    const last = this.last;
    // Until this build succeeds, the next one cannot start from the last.
    this.last = undefined;
    // The one planner, told what this long-lived builder holds: its last build, and what changed since.
    const plan = planBuild({ ...this.planRequest(), change: { files: changed, lastInMemory: last !== undefined } });
    if (changed) this.options.onPlan?.(plan);
    if (plan.kind === 'bodies' && changed && last) {
      const bodies = await this.buildBodies(changed, last, timer);
      if (bodies) return { ...bodies, durationMs: performance.now() - started, steps: timer.steps };
    }
    this.memo.forget(changed?.map((f) => path.resolve(f)));
    await this.states.read(timer);
    const nextBundles: BuildState['bundles'] = {};
    const state = this.states.current;
    const bundles = state
      ? { state, next: nextBundles, objectsDir: this.location.objects, index: this.location.bundles }
      : undefined;
    this.siteBundle.start(changed, bundles);
    // A cold build of many pages starts its render threads now: they load while the content does.
    const pool = new RenderPool(this.options.workers || undefined);
    if (this.options.workers !== 0 && !Object.keys(state?.pages ?? {}).length) {
      const pages = countPageFiles(this.contentDir);
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

  /** What the planner is asked: this builder's folders and options, no shortcut (it keeps its own last build). */
  private planRequest() {
    const { options } = this;
    return {
      contentDir: this.contentDir,
      outDir: this.outDir,
      set: [],
      includeInternal: options.includeInternal ?? false,
      cache: options.cache !== false,
      cacheDir: options.cacheDir ?? CACHE_DIR,
      shortcuts: false,
    };
  }

  /** Only bodies changed since the last build in place: their pages render from it, or undefined. */
  private async buildBodies(changed: readonly string[], last: LastBuild, timer: StepTimer) {
    const edited = await findEditedBodies(changed, last, this.memo, this.contentDir);
    if (!edited) return undefined;
    const state = this.states.current;
    const cache = state ? { state, objectsDir: this.location.objects } : undefined;
    this.last = await timer.time(STAGE_STEP.render, () =>
      renderEditedBodiesInPlace(edited, last, this.outDir, this.contentDir, cache),
    );
    return this.last.result;
  }

  /** The build proper, its state read and its bundle and render threads started. */
  private async buildWith(pool: RenderPool, run: BuildRun): Promise<BuildResult> {
    const { options, outDir, location } = this;
    const state = this.states.current;
    // The module graph behind the code's hashes is kept with the cache (none with --no-cache).
    const codeGraph = state ? location.codeGraph : undefined;
    // The schemas' key may take an esbuild run (see FrontMatterCache.of): a cold build loads meanwhile.
    const schema = state ? schemaKey(codeGraph) : undefined;
    schema?.catch(() => undefined);
    const frontMatter = state && schema ? await FrontMatterCache.of(state, schema) : undefined;
    const loaded = await this.loadContent(pool, run.timer, frontMatter);
    const inputs: BuildInputs = {
      options,
      contentDir: this.contentDir,
      outDir,
      site: loaded.site,
      timer: run.timer,
      pool,
      ahead: loaded.ahead(),
      pending: this.pending,
      sourcesKey: await this.siteBundle.sourcesKey,
      siteBundle: this.siteBundle.bundle,
      bundles: run.bundles,
      ...(state
        ? { cache: { state, objectsDir: location.objects, images: location.images, codeGraph: location.codeGraph } }
        : {}),
    };
    const built = await this.writeOut(inputs);
    if (options.inPlace)
      this.last = {
        site: loaded.site,
        context: built.context,
        keys: built.keys,
        result: { ...built.result, durationMs: 0, steps: [] },
      };
    if (state)
      await this.states.keep(state, built, { frontMatter, schema, nextBundles: run.nextBundles, timer: run.timer });
    // The folder and the state describing it agree: the next build may update it again.
    if (!options.inPlace) finishUpdate(outDir);
    return { ...built.result, durationMs: performance.now() - run.started, steps: run.timer.steps };
  }

  /** The content, loaded; threads already started (a cold build) render the Markdown meanwhile. */
  private async loadContent(pool: RenderPool, timer: StepTimer, frontMatter: FrontMatterCache | undefined) {
    const { options } = this;
    const state = this.states.current;
    let ahead: MarkdownAhead | undefined;
    const onConfig = (_config: SiteConfig, markdown: MarkdownSettings) => {
      ahead = new MarkdownAhead(pool, this.location.objects, markdown);
      return (page: Page) => ahead!.add(page);
    };
    const site = await timer.time(STAGE_STEP.content, () =>
      loadSite({
        ...options,
        contentDir: this.contentDir,
        memo: this.memo,
        // A one-shot build reads unchanged files only when it must; site dev keeps what it loaded.
        readLazily: !options.inPlace,
        ...(frontMatter ? { frontMatter } : {}),
        ...(pool.started && state ? { onConfig } : {}),
        // Threads started for a cold build parse the pages' front matter while this one validates.
        ...(pool.started
          ? { parseFrontMatter: (sources: readonly SourceFile[]) => pool.parseFrontMatter(sources) }
          : {}),
      }),
    );
    return { site, ahead: () => ahead };
  }

  /** Writes the build where it goes: in place (dev), as an update of this cache's last build, or staged and swapped in. */
  private async writeOut(inputs: BuildInputs): Promise<StagesRun> {
    const { outDir } = this;
    const state = this.states.current;
    if (this.options.inPlace) {
      await ensureFolder(outDir);
      const built = await runStages(inputs, outDir);
      this.written = await removeStale(
        outDir,
        this.written,
        built.result.files.map((f) => f.path),
      );
      return built;
    }
    await removeLeftovers(outDir);
    if (!(state?.output && this.states.own && mayUpdate(outDir)))
      return buildIntoStaging(outDir, (staging) => runStages(inputs, staging));
    // The folder holds this cache's last build: only what changed is written, unchanged pages stay.
    return buildByUpdate(
      outDir,
      state.output,
      (staging) => runStages(inputs, staging, outDir),
      (b) => ({ written: b.result.files.map((f) => f.path), kept: b.kept }),
    );
  }

  /** Writes what the next build (in any process) may reuse; `persistState: false` leaves the moment to the caller. */
  async saveState(): Promise<void> {
    await this.states.save();
  }
}
