import { renderToStaticMarkup } from 'react-dom/server';
import { Document } from '../../templates/Document';
import { formatTitle, type HeadData, type PageAssets } from '../../templates/head';
import type { Collections, PageContext } from '../../templates/page-context';
import { Shell } from '../../templates/Shell';
import type { SiteConfig } from '../../templates/site-config';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import type { RuntimeConfig } from '../../widgets/shared/runtime-config';
import { BuildError } from '../errors';
import type { AssetManifest } from './asset-manifest';
import { collectionsFor } from './collections';
import type { MarkdownResult } from './markdown';
import { routeToFile, type Page } from './page';

export interface RenderContext {
  config: SiteConfig;
  collections: Collections;
  assets: AssetManifest;
  year: number;
}

export interface RenderedPage {
  route: string;
  file: string;
  html: string;
  head: HeadData;
  /** Names of the islands the page renders (their scripts are the only ones it loads). */
  islands: string[];
  lastmod?: string;
}

/**
 * Renders one route: the shell and page first (so the islands it contains are known),
 * then the document around it with the head and only the scripts that page needs.
 */
export function renderPage(page: Page, markdown: MarkdownResult, context: RenderContext): RenderedPage {
  const { config } = context;
  const url = `${config.site.url}${page.route === '/' ? '/' : page.route}`;
  const pageContext: PageContext<unknown> = {
    site: config,
    page: {
      route: page.route,
      url,
      title: page.title,
      description: page.description,
      html: markdown.html,
      headings: markdown.headings,
      data: page.data,
    },
    collections: collectionsFor(context.collections, page.template.uses, page.source.file),
  };
  const Component = page.template.component;
  const collector = new IslandCollector();
  const bodyHtml = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <Shell site={config} route={page.route} year={context.year}>
        <Component {...pageContext} />
      </Shell>
    </IslandContext.Provider>,
  );
  const islands = [...collector.used.keys()];
  const extra = page.template.head?.(pageContext) ?? {};
  const head: HeadData = {
    title: formatTitle(page.title, config.site.brand),
    description: page.description,
    canonical: url,
    robots: page.noindex || page.internal ? 'noindex, follow' : 'index, follow',
    ogType: extra.ogType ?? 'website',
    structuredData: extra.structuredData ?? [],
  };
  const runtime: RuntimeConfig = {
    analytics: { measurementId: config.analytics.measurementId, scriptUrl: config.analytics.scriptUrl },
  };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <Document site={config} head={head} assets={pageAssets(context.assets, page.templateName, islands)} runtime={runtime} bodyHtml={bodyHtml} />,
  )}`;
  return { route: page.route, file: routeToFile(page.route), html, head, islands, ...(extra.lastmod ? { lastmod: extra.lastmod } : {}) };
}

/** The site stylesheet, the template's own styles and the enhancement script, plus only the scripts and styles of the page's islands. */
function pageAssets(manifest: AssetManifest, template: string, islands: readonly string[]): PageAssets {
  const entries = islands.map((name) => {
    const entry = manifest.islands[name];
    if (!entry) throw new BuildError(`A template renders the island "${name}", but widgets/${name}/client.tsx does not exist.`);
    return entry;
  });
  return {
    inlineStyles: [...new Set([manifest.stylesheet, manifest.templates[template], ...entries.flatMap((e) => e.styles)].flatMap((s) => (s ? [s.css] : [])))],
    scripts: [manifest.enhance.script, ...entries.map((e) => e.script)],
    modulePreloads: [...new Set([...manifest.enhance.imports, ...entries.flatMap((e) => e.imports)])],
  };
}
