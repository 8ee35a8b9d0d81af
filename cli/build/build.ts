import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DATA_SCHEMAS } from '../../templates/data-sets';
import type { Collections } from '../../templates/page-context';
import { BLOG_TEMPLATE, TEMPLATES } from '../../templates/registry';
import { ContentError, type Problem } from '../errors';
import { displayPath, listFiles } from '../lib/files';
import { bundleAssets } from './bundle-assets';
import { buildCollections } from './collections';
import { loadConfig } from './load-config';
import { loadData } from './load-data';
import { loadPages } from './load-pages';
import { loadRedirects } from './load-redirects';
import { createMarkdownRenderer, type MarkdownResult } from './markdown';
import { buildIntoStaging, OutputWriter, type WrittenFile } from './output';
import type { Override } from './overrides';
import type { Page } from './page';
import { renderPage } from './render-page';
import { resolveRoutes, type Redirect } from './resolve-routes';
import { renderFeed } from './write-feed';
import { renderHeaders } from './write-headers';
import { renderRedirectsFile, renderRedirectStub } from './write-redirects';
import { renderRobots, renderSitemap } from './write-sitemap';

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
  file: string;
  bytes: number;
  /** Content files this page was made from, for incremental rebuilds. */
  inputs: string[];
}

/** What a build wrote, so callers (CLI summary, tests, dev server) need not read dist/. */
export interface BuildResult {
  outDir: string;
  pages: BuiltPage[];
  redirects: Redirect[];
  files: WrittenFile[];
  totalBytes: number;
  durationMs: number;
}

/** Builds the whole site into `outDir`; on any content problem throws ContentError and leaves `outDir` untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const contentDir = path.resolve(options.contentDir);
  const outDir = path.resolve(options.outDir);
  await assertDirectory(contentDir);

  const [configResult, pagesResult, redirectsResult, dataResult] = await Promise.all([
    loadConfig(contentDir, options.overrides ?? []),
    loadPages({ contentDir, templates: TEMPLATES, blogTemplate: BLOG_TEMPLATE }),
    loadRedirects(contentDir),
    loadData(contentDir, DATA_SCHEMAS),
  ]);
  const pages = pagesResult.pages.filter(
    (p) => (options.includeDrafts || !p.draft) && (options.includeInternal || !p.internal),
  );
  const routes = resolveRoutes(pages, redirectsResult.redirects);
  const problems: Problem[] = [
    ...configResult.problems,
    ...pagesResult.problems,
    ...redirectsResult.problems,
    ...dataResult.problems,
    ...routes.problems,
  ];
  const config = configResult.config;
  const markdown = new Map<Page, MarkdownResult>();
  if (config) {
    const renderer = createMarkdownRenderer(config.site.url);
    for (const page of routes.routes.values()) {
      const result = renderer.render(page.source.body);
      markdown.set(page, result);
      for (const issue of result.issues) {
        problems.push({ file: page.source.file, line: page.source.bodyLine + issue.line - 1, message: issue.message, hint: issue.hint });
      }
    }
  }
  if (problems.length || !config) throw new ContentError(problems);

  const builtPages = [...routes.routes.values()];
  const collections = { ...buildCollections(builtPages, routes.redirects), ...dataResult.data } as Collections;
  const configFile = displayPath(path.join(contentDir, 'site.yaml'));
  const redirectsFile = displayPath(path.join(contentDir, 'redirects.yaml'));
  const blogFiles = builtPages.filter((p) => p.collection === 'blog').map((p) => p.source.file);

  return buildIntoStaging(outDir, async (staging) => {
    const out = new OutputWriter(staging);
    const bundle = await bundleAssets(staging);
    await Promise.all(bundle.files.map((f) => out.write(f.path, f.contents)));
    const context = { config, collections, assets: bundle.manifest, year: new Date().getFullYear() };

    const built: BuiltPage[] = [];
    const sitemap: { url: string; lastmod?: string }[] = [];
    for (const page of builtPages) {
      const rendered = renderPage(page, markdown.get(page)!, context);
      await out.write(rendered.file, rendered.html);
      const inputs = [page.source.file, configFile];
      if (page.template.uses.includes('blog')) inputs.push(...blogFiles.filter((f) => f !== page.source.file));
      if (page.template.uses.includes('wildcardRedirects')) inputs.push(redirectsFile);
      for (const name of page.template.uses) if (dataResult.files[name]) inputs.push(dataResult.files[name]);
      built.push({ route: page.route, file: rendered.file, bytes: Buffer.byteLength(rendered.html), inputs });
      if (rendered.head.robots.startsWith('index')) {
        sitemap.push({ url: rendered.head.canonical, ...(rendered.lastmod ? { lastmod: rendered.lastmod } : {}) });
      }
    }

    for (const redirect of routes.redirects.filter((r) => !r.wildcard)) {
      const stub = renderRedirectStub(redirect, config);
      await out.write(stub.file, stub.html);
    }
    await out.write('_redirects', renderRedirectsFile(routes.redirects));
    await out.write('_headers', renderHeaders());
    await out.write('sitemap.xml', renderSitemap(sitemap.sort((a, b) => a.url.localeCompare(b.url))));
    await out.write('robots.txt', renderRobots(config.site.url));
    await out.write('feed.xml', renderFeed(config, collections.blog));
    await copyPublic(contentDir, out);

    const totalBytes = out.files.reduce((sum, f) => sum + f.bytes, 0);
    return {
      outDir,
      pages: built.sort((a, b) => a.route.localeCompare(b.route)),
      redirects: routes.redirects,
      files: out.files,
      totalBytes,
      durationMs: performance.now() - started,
    };
  });
}

async function assertDirectory(dir: string): Promise<void> {
  const info = await stat(dir).catch(() => undefined);
  if (!info?.isDirectory()) {
    throw new ContentError([{ file: displayPath(dir), message: 'is not a folder', hint: 'Pass --content with the folder that holds site.yaml.' }]);
  }
}

/** content/public/** is copied to the site root as is (favicon, images). */
async function copyPublic(contentDir: string, out: OutputWriter): Promise<void> {
  const publicDir = path.join(contentDir, 'public');
  const info = await stat(publicDir).catch(() => undefined);
  if (!info?.isDirectory()) return;
  for (const file of await listFiles(publicDir, [''])) {
    await out.write(path.relative(publicDir, file), await readFile(file));
  }
}
