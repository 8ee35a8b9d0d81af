import path from 'node:path';
import type { Collections } from '../../kit/page-context';
import { site } from '../site/index';
import type { SiteConfig } from '../../kit/site-config';
import { BuildError, ContentError } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { buildCollections, buildRouteTable } from './collections';
import { expandPages } from './expand-pages';
import { loadYamlEntries } from './load-yaml-entries';
import { loadData, type DataImage } from './load-data';
import { loadPages } from './load-pages';
import { loadRedirects } from './load-redirects';
import type { FrontMatterCache } from './front-matter-cache';
import type { Page } from './page';
import type { ParsedFrontMatter } from './parsed-front-matter';
import { resolveRoutes, type Redirect } from './resolve-routes';
import { fieldName } from './references/check-references';
import { resolveReferences } from './references/load-facts';
import { placeholderProblems } from './placeholders';
import { loadConfigWithMarkdown } from './config-with-markdown';
import type { SourceMemo } from '../../lib/read-content';
import type { MarkdownSettings } from '../markdown';
import type { Override } from '../../lib/overrides';
import type { SourceFile } from '../../lib/files';
import { checkSite } from './check-site';
import { pageInputs } from './page-inputs';

export interface LoadSiteOptions {
  contentDir: string;
  /** Front matter validated by earlier builds. */
  frontMatter?: FrontMatterCache;
  /** Files read by the previous build of a long-lived builder. */
  memo?: SourceMemo;
  /** Unchanged files are read only if their body is needed (see loadPages); not for a long-lived builder. */
  readLazily?: boolean;
  /** The content files' stamps, when taken already (see BuildOptions). */
  contentStamps?: ReadonlyMap<string, string>;
  overrides?: readonly Override[];
  includeInternal?: boolean;
  includeDrafts?: boolean;
  /** Called once the config is valid; may return what is told of each page as soon as it is loaded. */
  onConfig?: (config: SiteConfig, markdown: MarkdownSettings) => ((page: Page) => void) | undefined;
  /** Parses pages' front matter elsewhere (a cold build's render threads; see loadPages). */
  parseFrontMatter?: (sources: readonly SourceFile[]) => Promise<ParsedFrontMatter[]>;
}

/** The validated site, ready to render. */
export interface LoadedSite {
  config: SiteConfig;
  /** How every Markdown body is rendered (the site's address, the plugins of site.yaml). */
  markdown: MarkdownSettings;
  pages: Page[];
  redirects: Redirect[];
  collections: Collections;
  /** Files of content/public/, copied to the site root as they are. */
  publicFiles: string[];
  /** The images the data sets show (content/data/*.yaml), checked once the pipeline has made them. */
  dataImages: DataImage[];
  /** The content files a page is made from. */
  inputsOf(page: Page): string[];
  /** What the build should say once about how it loaded the site (the Markdown parser's fallback). */
  notices: string[];
}

/**
 * Loads and validates everything in content/; throws one ContentError with every problem
 * found (config, front matter, data, routes, redirects, and then Markdown bodies too). The
 * Markdown itself is rendered with the pages (in parallel, and cached); its problems fail the
 * build there.
 */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const { contentDir } = options;
  // The config first (it is small): what watches pages being loaded may need the site's address.
  const configResult = await loadConfigWithMarkdown(contentDir, options.overrides ?? [], options.memo);
  const onPage =
    configResult.config && configResult.markdown
      ? options.onConfig?.(configResult.config, configResult.markdown)
      : undefined;
  const loaded = await loadSources(options, onPage);
  const included = [...loaded.pages.pages, ...loaded.entries.pages].filter(
    (p) => (options.includeDrafts || !p.draft) && (options.includeInternal || !p.internal),
  );
  const failedRoutes = new Set([...loaded.pages.failedRoutes, ...loaded.entries.failedRoutes]);
  const routes = resolveRoutes(included, loaded.redirects.redirects, failedRoutes);
  // People, offers and company facts by id; every reference and directive in front matter and data checked.
  const references = resolveReferences(loaded.data, [...routes.routes.values()], failedRoutes);
  const { config, markdown } = await checkSite(
    configResult,
    references,
    [
      ...configResult.problems,
      ...loaded.problems,
      ...routes.problems,
      ...references.problems,
      ...placeholderProblems(included),
    ],
    options.frontMatter,
  );
  const { pages, collections } = expandSite(references.pages, references.data, routes.redirects);
  return {
    config,
    markdown,
    pages,
    redirects: routes.redirects,
    collections,
    publicFiles: loaded.publicFiles,
    dataImages: loaded.data.images,
    inputsOf: pageInputs(contentDir, loaded.data.files),
    notices: configResult.notices ?? [],
  };
}

/**
 * Reads every collection the site declares (each through its loader: Markdown files, YAML
 * records), the redirects, the data sets and the public files at once, with all their problems.
 */
async function loadSources(options: LoadSiteOptions, onPage: ((page: Page) => void) | undefined) {
  const { contentDir } = options;
  const collections = site().collections;
  const [pages, entries, redirects, data, publicResult] = await Promise.all([
    loadPages({
      contentDir,
      templates: site().templates,
      collections,
      ...(options.frontMatter ? { cache: options.frontMatter } : {}),
      ...(options.memo ? { memo: options.memo } : {}),
      ...(options.readLazily ? { readLazily: true } : {}),
      ...(options.contentStamps ? { stamps: options.contentStamps } : {}),
      ...(onPage ? { onPage } : {}),
      ...(options.parseFrontMatter ? { parseFrontMatter: options.parseFrontMatter } : {}),
    }),
    loadYamlCollections(collections, contentDir, options),
    loadRedirects(contentDir, options.memo),
    loadData(contentDir, site().data, options.memo, options.frontMatter),
    listContentFiles(path.join(contentDir, 'public'), [''], contentDir),
  ]);
  const problems = [
    ...pages.problems,
    ...entries.problems,
    ...redirects.problems,
    ...data.problems,
    ...publicResult.problems,
  ];
  return { pages, entries, redirects, data, publicFiles: publicResult.files, problems };
}

/** Every YAML collection's entries, through its loader, as one result. */
async function loadYamlCollections(
  collections: ReturnType<typeof site>['collections'],
  contentDir: string,
  options: Pick<LoadSiteOptions, 'memo' | 'frontMatter'>,
) {
  const results = await Promise.all(
    Object.entries(collections)
      .filter(([, declaration]) => declaration.format === 'yaml')
      .map(([name, declaration]) => {
        const template = site().templates[declaration.template ?? ''];
        if (!template) throw new BuildError(`The ${name} collection names no template the registry has.`);
        return loadYamlEntries({ name, declaration, template, contentDir }, options.memo, options.frontMatter);
      }),
  );
  return {
    pages: results.flatMap((r) => r.pages),
    problems: results.flatMap((r) => r.problems),
    failedRoutes: results.flatMap((r) => r.failedRoutes),
  };
}

/**
 * The collections templates read and every page, listings paginated; throws a ContentError
 * with what the templates' data checks (`checkData`, against the collections) or the
 * pagination find wrong.
 */
function expandSite(
  sourcePages: readonly Page[],
  data: Record<string, unknown>,
  redirects: readonly Redirect[],
): { pages: Page[]; collections: Collections } {
  // The site's declarations say what each collection holds; its Collections type, what templates read.
  const built = buildCollections(sourcePages, redirects, site().collections);
  const collections = { ...built, ...data } as unknown as Collections;
  const dataProblems = sourcePages.flatMap((page) =>
    (page.template.checkData?.(page.data, collections) ?? []).map(({ field, message, hint }) => {
      const line = page.source.lineOf(field);
      return { file: page.source.file, ...(line ? { line } : {}), field: fieldName(field), message, hint };
    }),
  );
  if (dataProblems.length) throw new ContentError(dataProblems);
  const expanded = expandPages(sourcePages, collections, redirects);
  if (expanded.problems.length) throw new ContentError(expanded.problems);
  const { pages } = expanded;
  // Known only now that listings are paginated; no template reads it while checking or paginating.
  collections.routeTable = buildRouteTable(pages, redirects);
  return { pages, collections };
}
