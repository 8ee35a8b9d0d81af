import path from 'node:path';
import { DATA_SCHEMAS } from '../../../templates/model/data/index';
import type { Collections } from '../../../templates/model/page-context';
import { BLOG_TEMPLATE, CLOUD_TEMPLATE, TEMPLATES } from '../../../templates/registry';
import type { SiteConfig } from '../../../templates/model/site-config';
import { ContentError, type Problem } from '../../errors';
import { listContentFiles } from '../../lib/content-tree';
import { displayPath } from '../../lib/files';
import { buildCollections, buildRouteTable } from '../content';
import { expandPages } from '../content';
import { loadCloud } from '../content';
import { loadConfigWithMarkdown } from './settings';
import { loadData, type DataImage } from '../content';
import { loadPages } from '../content';
import { loadRedirects } from '../content';
import type { SourceMemo } from '../../lib/read-content';
import type { FrontMatterCache } from '../content';
import { createMarkdownRenderer, type MarkdownSettings } from './render-markdown';
import type { Override } from '../../lib/overrides';
import type { Page } from '../content';
import { resolveRoutes, type Redirect } from '../content';
import { bodyProblem } from './body-problem';
import { fieldName } from '../content';
import { FACT_HOMES, resolveReferences } from '../content';
import { bodyTraits } from '../content';

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
  const [pagesResult, cloudResult, redirectsResult, dataResult, publicResult] = await Promise.all([
    loadPages({
      contentDir,
      templates: TEMPLATES,
      blogTemplate: BLOG_TEMPLATE,
      ...(options.frontMatter ? { cache: options.frontMatter } : {}),
      ...(options.memo ? { memo: options.memo } : {}),
      ...(options.readLazily ? { readLazily: true } : {}),
      ...(options.contentStamps ? { stamps: options.contentStamps } : {}),
      ...(onPage ? { onPage } : {}),
    }),
    loadCloud(contentDir, TEMPLATES[CLOUD_TEMPLATE]!, CLOUD_TEMPLATE, options.memo, options.frontMatter),
    loadRedirects(contentDir, options.memo),
    loadData(contentDir, DATA_SCHEMAS, options.memo, options.frontMatter),
    listContentFiles(path.join(contentDir, 'public'), [''], contentDir),
  ]);
  const included = [...pagesResult.pages, ...cloudResult.pages].filter(
    (p) => (options.includeDrafts || !p.draft) && (options.includeInternal || !p.internal),
  );
  const failedRoutes = new Set([...pagesResult.failedRoutes, ...cloudResult.failedRoutes]);
  const routes = resolveRoutes(included, redirectsResult.redirects, failedRoutes);
  const problems: Problem[] = [
    ...configResult.problems,
    ...pagesResult.problems,
    ...cloudResult.problems,
    ...redirectsResult.problems,
    ...dataResult.problems,
    ...publicResult.problems,
    ...routes.problems,
  ];
  const { config } = configResult;
  // People, offers and company facts by id; every reference and directive in front matter and data checked.
  const references = resolveReferences(dataResult, [...routes.routes.values()]);
  problems.push(...references.problems);
  const sourcePages = references.pages;
  const facts = references.facts ? { facts: references.facts.data } : {};
  const markdown = configResult.markdown && { ...configResult.markdown, ...facts };
  // Without valid settings (a broken plugin), bodies are checked with the site's own plugins only.
  const settings: MarkdownSettings = markdown ?? {
    siteUrl: config?.site.url ?? 'https://site.invalid',
    plugins: [],
    ...facts,
  };
  problems.push(...(await bodyProblems(sourcePages, settings, options.frontMatter)));
  // A failing build reports every problem at once: the Markdown bodies' too.
  if (problems.length || !config || !markdown)
    throw new ContentError([...problems, ...(await markdownProblems(sourcePages, settings))]);

  const collections = { ...buildCollections(sourcePages, routes.redirects), ...references.data } as Collections;
  const dataProblems = sourcePages.flatMap((page) =>
    (page.template.checkData?.(page.data, collections) ?? []).map(({ field, message, hint }) => {
      const line = page.source.lineOf(field);
      return { file: page.source.file, ...(line ? { line } : {}), field: fieldName(field), message, hint };
    }),
  );
  if (dataProblems.length) throw new ContentError(dataProblems);
  const expanded = expandPages(sourcePages, collections, routes.redirects);
  if (expanded.problems.length) throw new ContentError(expanded.problems);
  const { pages } = expanded;
  // Known only now that listings are paginated; no template reads it while checking or paginating.
  collections.routeTable = buildRouteTable(pages, routes.redirects);
  // Every page depends on site.yaml and on the homes of facts (any template may show a person, an offer or a claim).
  const shared = [
    displayPath(path.join(contentDir, 'site.yaml')),
    ...FACT_HOMES.flatMap((name) => dataResult.files[name] ?? []),
  ];
  // A page made from a whole collection depends on every file of its folder (a new post changes
  // a listing): one pattern says so, where listing every file would grow with pages x posts.
  const everyFile: Partial<Record<string, string | string[]>> = {
    blog: `${displayPath(path.join(contentDir, 'blog'))}/*.md`,
    cloud: `${displayPath(path.join(contentDir, 'cloud'))}/*.yaml`,
    wildcardRedirects: displayPath(path.join(contentDir, 'redirects.yaml')),
    // Any page, post or guide may add or remove a route, any rule a redirect.
    routeTable: [
      `${displayPath(path.join(contentDir, 'pages'))}/**/*.md`,
      `${displayPath(path.join(contentDir, 'blog'))}/*.md`,
      `${displayPath(path.join(contentDir, 'cloud'))}/*.yaml`,
      displayPath(path.join(contentDir, 'redirects.yaml')),
    ],
    ...dataResult.files,
  };
  const inputsOf = (page: Page) => [
    page.source.file,
    ...shared,
    ...page.template.uses.flatMap((name) => everyFile[name] ?? []),
  ];
  return {
    config,
    markdown,
    pages,
    redirects: routes.redirects,
    collections,
    publicFiles: publicResult.files,
    dataImages: dataResult.images,
    inputsOf,
  };
}

/** What templates with a `checkBody` find wrong between a page's front matter and its body. */
async function bodyProblems(
  pages: readonly Page[],
  settings: MarkdownSettings,
  cache?: FrontMatterCache,
): Promise<Problem[]> {
  // A page whose data, body and Markdown settings passed under the same code passes again (its check renders the body).
  const settingsKey = cache ? JSON.stringify(settings) : '';
  const keyOf = (page: Page) =>
    cache?.keyOf(JSON.stringify([page.templateName, page.data, bodyTraits(page.source).hash, settingsKey]));
  const checked = pages.filter((page) => page.template.checkBody && !cache?.passed(keyOf(page)!));
  if (!checked.length) return [];
  const renderer = await createMarkdownRenderer(settings);
  const problems: Problem[] = [];
  for (const page of checked) {
    const { headings } = await renderer.render(page.source.body);
    const found = (page.template.checkBody?.(page.data, headings) ?? []).map((issue) => ({
      file: page.source.file,
      ...issue,
    }));
    if (!found.length) cache?.pass(keyOf(page)!);
    problems.push(...found);
  }
  return problems;
}

async function markdownProblems(pages: readonly Page[], settings: MarkdownSettings): Promise<Problem[]> {
  const renderer = await createMarkdownRenderer(settings);
  const problems: Problem[] = [];
  for (const page of pages) {
    const { issues } = await renderer.render(page.source.body);
    problems.push(...issues.map((issue) => bodyProblem(page.source, issue)));
  }
  return problems;
}
