import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ContentError } from '../errors';
import { displayPath } from '../lib/files';
import type { AssetManifest } from './asset-manifest';
import { measureBudgets, type Budget } from './budgets';
import { bundleEmbeds, embedNames } from './bundle-embeds';
import { bundleSite } from './bundle-site';
import { embedSettings } from './embed-settings';
import { loadSite } from './load-site';
import { buildIntoStaging, OutputWriter, type WrittenFile } from './output';
import type { Override } from './overrides';
import { renderPage } from './render-page';
import type { Redirect } from './resolve-routes';
import { renderFeed } from './write-feed';
import { renderHeaders } from './write-headers';
import { renderRedirectsFile, renderRedirectStub } from './write-redirects';
import { renderRobots, renderSitemap, type SitemapEntry } from './write-sitemap';

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  overrides?: readonly Override[];
  /** Build `internal: true` pages too (never listed in the sitemap, always noindex). */
  includeInternal?: boolean;
  /** Build `draft: true` pages too (the dev server does). */
  includeDrafts?: boolean;
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
}

/** Builds the whole site into `outDir`; on any content problem throws ContentError and leaves `outDir` untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.resolve(options.outDir);
  await assertDirectory(contentDir);
  // esbuild works in its own process: bundle while the content loads and renders.
  const siteBundle = bundleSite(outDir);
  siteBundle.catch(() => undefined);
  const site = await loadSite({ ...options, contentDir });

  return buildIntoStaging(outDir, async (staging) => {
    const out = new OutputWriter(staging);
    const embedBundle = bundleEmbeds(outDir, (widget) => embedSettings(widget, site.config, site.collections));
    embedBundle.catch(() => undefined);
    const bundle = await siteBundle;
    const assets: AssetManifest = { ...bundle.manifest, embeds: await embedNames() };
    const context = { config: site.config, collections: site.collections, assets, year: new Date().getFullYear() };

    const pages: BuiltPage[] = [];
    const sitemap: SitemapEntry[] = [];
    for (const page of site.pages) {
      const rendered = renderPage(page, site.markdown.get(page)!, context);
      await out.write(rendered.file, rendered.html);
      pages.push({ route: page.route, template: page.templateName, file: rendered.file, bytes: Buffer.byteLength(rendered.html), islands: rendered.islands, features: rendered.features, inputs: site.inputsOf(page) });
      if (rendered.head.robots.startsWith('index')) sitemap.push({ url: rendered.head.canonical, ...(rendered.lastmod ? { lastmod: rendered.lastmod } : {}) });
    }
    for (const redirect of site.redirects.filter((r) => !r.wildcard)) {
      const stub = renderRedirectStub(redirect, site.config);
      await out.write(stub.file, stub.html);
    }
    const embeds = await embedBundle;
    const bundled = [...bundle.files, ...embeds.files];
    await Promise.all(bundled.map((f) => out.write(f.path, f.contents)));
    await out.write('_redirects', renderRedirectsFile(site.redirects, site.pages.map((p) => p.route)));
    await out.write('_headers', renderHeaders(site.config, { styleHashes: styleHashes(assets) }));
    await out.write('sitemap.xml', renderSitemap(sitemap.sort((a, b) => a.url.localeCompare(b.url))));
    await out.write('robots.txt', renderRobots(site.config.site.url));
    await out.write('feed.xml', renderFeed(site.config, site.collections.blog));
    await copyPublic(contentDir, site.publicFiles, out);

    return {
      outDir,
      pages: pages.sort((a, b) => a.route.localeCompare(b.route)),
      redirects: site.redirects,
      files: out.files,
      assets,
      budgets: measureBudgets(assets, bundled),
      totalBytes: out.files.reduce((sum, f) => sum + f.bytes, 0),
      durationMs: performance.now() - started,
    };
  });
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
