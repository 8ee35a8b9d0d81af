import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { keepCompounds } from './keep-compounds';
import { formatTitle, type HeadData, type PageAssets } from '../../kit/head';
import type { Collections, PageContext } from '../../kit/page-context';
import type { SiteConfig } from '../../kit/site-config';
import { IslandCollector, IslandContext } from '../../../widgets/shared/island';
import type { AssetManifest } from '../bundle';
import { collectionsFor } from '../content';
import { createFacts, pagePolicyOf, site, type Facts } from '../site/index';
import type { AnyTemplate, TemplateHead } from '../../kit/define-template';
import type { MarkdownResult, MarkdownSettings } from '../markdown';
import { routeToFile } from '../content';
import { featuresIn, islandScripts, pageAssets } from './page-assets';
import type { PageJob } from './page-job';
import { shellAround } from './shell-parts';
import { resolveImageSrc, type ImageField, type ImageInfo } from '../../kit/image';

export interface RenderContext {
  config: SiteConfig;
  /** How Markdown bodies are rendered (the plugins of site.yaml, found and checked). */
  markdown: MarkdownSettings;
  collections: Collections;
  assets: AssetManifest;
  year: number;
  /** The dev server's client script, on every page in `site dev` only. */
  devScript?: string;
  /** What the image pipeline made, by path inside content/. */
  images: Record<string, ImageInfo>;
  /** Images it could not make (their problems fail the build): not reported as missing by the pages that show them. */
  refusedImages?: readonly string[];
}

/** The facts of a render context (made once per context: each thread has its own copy); none for a site that declares none. */
function factsOf(markdown: MarkdownSettings): Facts {
  return markdown.facts ? createFacts(markdown.facts) : undefined;
}

export interface RenderedPage {
  route: string;
  file: string;
  html: string;
  head: HeadData;
  /** Names of the islands the page renders (their scripts are the only ones it loads). */
  islands: string[];
  /** Page features its markup asks for (data-enhance). */
  features: string[];
  lastmod?: string;
}

/** What renderPage takes of a job: everything but the body (rendered already) and the cache keys. */
type PageToRender = Omit<PageJob, 'body' | 'key' | 'markdownKey'>;

/**
 * Renders one route: the shell and page first (so the islands it contains are known),
 * then the document around it with the head and only the scripts that page needs.
 */
export function renderPage(page: PageToRender, markdown: MarkdownResult, context: RenderContext): RenderedPage {
  const template = site().templates[page.templateName];
  if (!template) throw new Error(`No template "${page.templateName}" in templates/registry.ts`);
  const { config } = context;
  const url = `${config.site.url}${page.route === '/' ? '/' : page.route}`;
  const pageContext = pageContextOf(page, markdown, context, { url, facts: factsOf(context.markdown), template });
  const collector = new IslandCollector((name) => islandScripts(context.assets, name));
  const content = renderContent(template.component, pageContext, collector);
  const [before, after] = shellAround(config, page.route, context.year);
  const body = keepCompounds(before + content + after);
  const islands = [...collector.used.keys()];
  const features = featuresIn(body);
  const extra = template.head?.(pageContext) ?? {};
  const head = headOf(page, url, extra, context);
  const assets = pageAssets(context.assets, { template: page.templateName, islands, features });
  const html = renderDocument(config, head, withDevScript(assets, context.devScript), body);
  return {
    route: page.route,
    file: routeToFile(page.route),
    html,
    head,
    islands,
    features,
    ...(extra.lastmod ? { lastmod: extra.lastmod } : {}),
  };
}

/** What a page's template is given: the site, the facts, the page with its rendered body, the collections it uses. */
function pageContextOf(
  page: PageToRender,
  markdown: MarkdownResult,
  context: RenderContext,
  { url, facts, template }: { url: string; facts: Facts; template: Pick<AnyTemplate, 'uses'> },
): PageContext<unknown> {
  return {
    site: context.config,
    facts,
    page: {
      route: page.route,
      url,
      title: page.title,
      description: page.description,
      html: markdown.html,
      ...(markdown.eagerHtml === undefined ? {} : { eagerHtml: markdown.eagerHtml }),
      headings: markdown.headings,
      ...(markdown.sections ? { sections: markdown.sections } : {}),
      data: page.data,
    },
    collections: collectionsFor(context.collections, template.uses, page.file),
    image: (src) => context.images[resolveImageSrc(src)],
  };
}

/**
 * The page's own markup, with the islands it renders collected and the facts, the urgency switch
 * and the first-image claim provided.
 */
function renderContent(
  Component: AnyTemplate['component'],
  pageContext: PageContext<unknown>,
  collector: IslandCollector,
): string {
  const { FirstImage, Page = Fragment } = site().frame;
  return renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <Page context={pageContext}>
        <FirstImage.Provider value={{ taken: false }}>
          <Component {...pageContext} />
        </FirstImage.Provider>
      </Page>
    </IslandContext.Provider>,
  );
}

/** What the page's <head> says: its title, description, canonical URL, robots, social card and structured data. */
function headOf(page: PageToRender, url: string, extra: TemplateHead, context: RenderContext): HeadData {
  const { config } = context;
  return {
    title: formatTitle(page.title, config.site.brand),
    description: page.description,
    canonical: url,
    robots: page.noindex || page.internal ? 'noindex, follow' : 'index, follow',
    ogType: extra.ogType ?? 'website',
    ...socialCard((page.data as { image?: ImageField }).image ?? config.site.ogImage, context),
    structuredData: extra.structuredData ?? [],
  };
}

/** The whole HTML file: the document around the page's body, with its head, assets and runtime config. */
function renderDocument(config: SiteConfig, head: HeadData, assets: PageAssets, body: string): string {
  const { Document } = site().frame;
  const policy = pagePolicyOf(config, assets.styleHashes);
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Document site={config} head={head} assets={assets} policy={policy} bodyHtml={body} />,
  )}`;
}

/** In `site dev` every page also loads the live-reload client. */
function withDevScript(assets: PageAssets, script: string | undefined): PageAssets {
  return script ? { ...assets, scripts: [...assets.scripts, script] } : assets;
}

/** The og:image of a page: the 1200 x 630 card the pipeline made of its image (or the site's default). */
function socialCard(field: ImageField | undefined, context: RenderContext): Pick<HeadData, 'image'> {
  const card = field && context.images[resolveImageSrc(field.src)]?.card;
  return card ? { image: { url: `${context.config.site.url}${card}`, width: 1200, height: 630, alt: field.alt } } : {};
}
