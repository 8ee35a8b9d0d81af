import path from 'node:path';
import { DATA_SCHEMAS } from '../../templates/data-sets';
import type { Collections } from '../../templates/page-context';
import { BLOG_TEMPLATE, CLOUD_TEMPLATE, TEMPLATES } from '../../templates/registry';
import type { SiteConfig } from '../../templates/site-config';
import { ContentError, type Problem } from '../errors';
import { listContentFiles } from '../lib/content-tree';
import { displayPath } from '../lib/files';
import { buildCollections } from './collections';
import { loadCloud } from './load-cloud';
import { loadConfig } from './load-config';
import { loadData } from './load-data';
import { loadPages } from './load-pages';
import { loadRedirects } from './load-redirects';
import { createMarkdownRenderer, type MarkdownResult } from './markdown';
import type { Override } from './overrides';
import type { Page } from './page';
import { resolveRoutes, type Redirect } from './resolve-routes';

export interface LoadSiteOptions {
  contentDir: string;
  overrides?: readonly Override[];
  includeInternal?: boolean;
  includeDrafts?: boolean;
}

/** The validated site, ready to render. */
export interface LoadedSite {
  config: SiteConfig;
  pages: Page[];
  redirects: Redirect[];
  collections: Collections;
  markdown: Map<Page, MarkdownResult>;
  /** Files of content/public/, copied to the site root as they are. */
  publicFiles: string[];
  /** The content files a page is made from. */
  inputsOf(page: Page): string[];
}

/**
 * Loads, validates and renders the Markdown of everything in content/; throws one
 * ContentError with every problem found (config, front matter, data, routes, redirects, bodies).
 */
export async function loadSite(options: LoadSiteOptions): Promise<LoadedSite> {
  const { contentDir } = options;
  const [configResult, pagesResult, cloudResult, redirectsResult, dataResult, publicResult] = await Promise.all([
    loadConfig(contentDir, options.overrides ?? []),
    loadPages({ contentDir, templates: TEMPLATES, blogTemplate: BLOG_TEMPLATE }),
    loadCloud(contentDir, TEMPLATES[CLOUD_TEMPLATE]!, CLOUD_TEMPLATE),
    loadRedirects(contentDir),
    loadData(contentDir, DATA_SCHEMAS),
    listContentFiles(path.join(contentDir, 'public'), [''], contentDir),
  ]);
  const included = [...pagesResult.pages, ...cloudResult.pages].filter((p) => (options.includeDrafts || !p.draft) && (options.includeInternal || !p.internal));
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
  const config = configResult.config;
  const pages = [...routes.routes.values()];
  const markdown = new Map<Page, MarkdownResult>();
  if (config) {
    const renderer = createMarkdownRenderer(config.site.url);
    for (const page of pages) {
      const result = renderer.render(page.source.body);
      markdown.set(page, result);
      for (const issue of result.issues) {
        problems.push({ file: page.source.file, line: page.source.bodyLine + issue.line - 1, message: issue.message, hint: issue.hint });
      }
    }
  }
  if (problems.length || !config) throw new ContentError(problems);

  const collections = { ...buildCollections(pages, routes.redirects), ...dataResult.data } as Collections;
  const shared = [displayPath(path.join(contentDir, 'site.yaml'))];
  const filesOf = (collection: Page['collection']) => pages.filter((p) => p.collection === collection).map((p) => p.source.file);
  const blogFiles = filesOf('blog');
  const cloudFiles = filesOf('cloud');
  const redirectsFile = displayPath(path.join(contentDir, 'redirects.yaml'));
  const inputsOf = (page: Page) => {
    const inputs = [page.source.file, ...shared];
    for (const name of page.template.uses) {
      if (name === 'blog') inputs.push(...blogFiles.filter((f) => f !== page.source.file));
      else if (name === 'cloud') inputs.push(...cloudFiles.filter((f) => f !== page.source.file));
      else if (name === 'wildcardRedirects') inputs.push(redirectsFile);
      else if (dataResult.files[name]) inputs.push(dataResult.files[name]);
    }
    return inputs;
  };
  return { config, pages, redirects: routes.redirects, collections, markdown, publicFiles: publicResult.files, inputsOf };
}
