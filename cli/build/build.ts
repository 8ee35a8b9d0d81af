import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../errors';
import { displayPath } from '../lib/files';
import type { AssetManifest } from './asset-manifest';
import { measureBudgets, type Budget } from './budgets';
import { bundleEmbeds, embedNames } from './bundle-embeds';
import { bundleSite } from './bundle-site';
import { bundleSourcesKey, cachedBundle } from './bundle-cache';
import { PROJECT_ROOT } from './esbuild-common';
import { contentHash } from '../lib/hash';
import { embedSettings } from './embed-settings';
import { loadSite } from './load-site';
import { buildIntoStaging, OutputWriter, removeLeftovers, type WrittenFile } from './output';
import type { Override } from './overrides';
import { FrontMatterCache } from './front-matter-cache';
import { createRenderKeys, schemaKey } from './render-keys';
import type { Redirect } from './resolve-routes';
import { renderFeed } from './write-feed';
import { renderHeaders } from './write-headers';
import { renderRedirectsFile, renderRedirectStub } from './write-redirects';
import { StepTimer } from './step-timer';
import { writePages, type WrittenPages } from './write-pages';
import { renderRobots, renderSitemaps, type SitemapEntry } from './write-sitemap';
import { readState, STATE_VERSION, writeState, type BuildState } from '../cache/build-state';
import { cacheLocation } from '../cache/cache-location';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  overrides?: readonly Override[];
  /** Build `internal: true` pages too (never listed in the sitemap, always noindex). */
  includeInternal?: boolean;
  /** Build `draft: true` pages too (the dev server does). */
  includeDrafts?: boolean;
  /** Use and update the persistent cache (node_modules/.cache/chinook-site/); default true. */
  cache?: boolean;
  /** Worker threads for rendering; 0 renders on the main thread; default: by the amount of work. */
  workers?: number;
  /** The cache folder (tests point it elsewhere). */
  cacheDir?: string;
}

export interface BuiltPage {
  route: string;
  /** The template that rendered it. */
  template: string;
  file: string;
  bytes: number;
  /** Islands rendered on the page. */
  islands: string[];
  /** Page features (widgets/enhance/features) its markup loads. */
  features: string[];
  /** Content files this page was made from, for incremental rebuilds. */
  inputs: string[];
}

/** What a build wrote, so callers (CLI summary, tests, dev server) need not read dist/. */
export interface BuildResult {
  outDir: string;
  pages: BuiltPage[];
  redirects: Redirect[];
  files: WrittenFile[];
  assets: AssetManifest;
  budgets: Budget[];
  totalBytes: number;
  durationMs: number;
  /** Pages rendered by this build, and pages reused from the cache unchanged. */
  rendered: number;
  reused: number;
  /** Each step's duration, in order. */
  steps: { name: string; ms: number }[];
}

/** Builds the whole site into `outDir`; on any content problem throws ContentError and leaves `outDir` untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const timer = new StepTimer();
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.resolve(options.outDir);
  await assertDirectory(contentDir);
  await removeLeftovers(outDir);
  const flags = `internal=${options.includeInternal ?? false};drafts=${options.includeDrafts ?? false}`;
  const location = cacheLocation(contentDir, outDir, flags, options.cacheDir);
  const state = options.cache === false ? undefined : await timer.time('read cache state', () => readState(location.state));
  const bundles = state ? { state, next: {} as BuildState['bundles'], objectsDir: location.objects } : undefined;
  // Source maps point from the output folder back to the sources: part of a bundle's identity.
  const sourcesKey = bundleSourcesKey().then((key) => contentHash(key, path.relative(outDir, PROJECT_ROOT)));
  // esbuild works in its own process: bundle while the content loads and renders.
  const siteBundle = sourcesKey.then((key) => cachedBundle(contentHash('site', key), bundles, () => bundleSite(outDir)));
  siteBundle.catch(() => undefined);
  const frontMatter = state ? new FrontMatterCache(state.sources, await schemaKey()) : undefined;
  const site = await timer.time('load content', () => loadSite({ ...options, contentDir, ...(frontMatter ? { frontMatter } : {}) }));

  const built = await buildIntoStaging(outDir, async (staging) => {
    const out = new OutputWriter(staging);
    const settingsFor = (widget: string) => embedSettings(widget, site.config, site.collections);
    const embedNamesList = Object.keys(await embedNames());
    const embedsKey = contentHash('embeds', await sourcesKey, JSON.stringify(embedNamesList.map(settingsFor)));
    const embedBundle = cachedBundle(embedsKey, bundles, () => bundleEmbeds(outDir, settingsFor));
    embedBundle.catch(() => undefined);
    const bundle = await timer.time('bundle (wait)', () => siteBundle);
    const assets: AssetManifest = { ...bundle.manifest, embeds: await embedNames() };
    const context = { config: site.config, collections: site.collections, assets, year: new Date().getFullYear() };
    const keys = await timer.time('hash code and context', () => createRenderKeys(context));
    const cache = state ? { state, objectsDir: location.objects } : undefined;
    const renderOptions = options.workers === undefined ? {} : { workers: options.workers };
    const written = await timer.time('pages', () => writePages(site.pages, keys, context, staging, cache, renderOptions));
    if (written.problems.length) throw new ContentError(written.problems);

    const pages: BuiltPage[] = [];
    const sitemap: SitemapEntry[] = [];
    for (const page of site.pages) {
      const record = written.records.get(page.route)!;
      out.record(record.file, record.bytes);
      pages.push({ route: page.route, template: page.templateName, file: record.file, bytes: record.bytes, islands: record.islands, features: record.features, inputs: site.inputsOf(page) });
      if (record.robots.startsWith('index')) sitemap.push({ url: record.canonical, ...(record.lastmod ? { lastmod: record.lastmod } : {}) });
    }
    const filesStarted = performance.now();
    for (const redirect of site.redirects.filter((r) => !r.wildcard)) {
      const stub = renderRedirectStub(redirect, site.config);
      await out.write(stub.file, stub.html);
    }
    const embeds = await embedBundle;
    const bundled = [...bundle.files, ...embeds.files];
    await Promise.all(bundled.map((f) => out.write(f.path, f.contents)));
    await out.write('_redirects', renderRedirectsFile(site.redirects));
    await out.write('_headers', renderHeaders(site.config, { styleHashes: styleHashes(assets) }));
    for (const part of renderSitemaps(site.config.site.url, sitemap.sort((a, b) => a.url.localeCompare(b.url)))) await out.write(part.file, part.xml);
    await out.write('robots.txt', renderRobots(site.config.site.url));
    await out.write('feed.xml', renderFeed(site.config, site.collections.blog));
    await copyPublic(contentDir, site.publicFiles, out);
    timer.steps.push({ name: 'site files', ms: performance.now() - filesStarted });

    const result: BuildResult = {
      outDir,
      pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
      redirects: site.redirects,
      files: out.files,
      assets,
      budgets: measureBudgets(assets, bundled),
      totalBytes: out.files.reduce((sum, f) => sum + f.bytes, 0),
      durationMs: 0,
      rendered: written.rendered,
      reused: written.reused,
      steps: timer.steps,
    };
    return { result, written };
  });
  if (state) await timer.time('write cache state', () => saveState(location.state, built.written, frontMatter?.next ?? {}, bundles?.next ?? {}));
  return { ...built.result, durationMs: performance.now() - started };
}

/** What the next build may reuse: written only after this build's output is in place. */
async function saveState(file: string, written: WrittenPages, sources: BuildState['sources'], bundles: BuildState['bundles']): Promise<void> {
  await writeState(file, { version: STATE_VERSION, pages: Object.fromEntries(written.records), markdown: written.markdown, sources, bundles });
}

/** The CSP hashes of every stylesheet a page may inline: the site's, each template's and each island's. */
function styleHashes(assets: AssetManifest): string[] {
  const islands = Object.values(assets.islands).flatMap((island) => island.styles);
  return [assets.stylesheet, ...Object.values(assets.templates), ...islands].map((s) => s.hash);
}

async function assertDirectory(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ContentError([{ file: displayPath(dir), message: 'is not a folder', hint: 'Pass --content with the folder that holds site.yaml.' }]);
  }
}

/** content/public/** is copied to the site root as is (favicon, images); loadSite listed and checked it. */
async function copyPublic(contentDir: string, files: readonly string[], out: OutputWriter): Promise<void> {
  const publicDir = path.join(contentDir, 'public');
  for (const file of files) {
    await out.write(path.relative(publicDir, file), await readFile(file));
  }
}
