import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { collectionsFor } from '../../cli/build/collections';
import { loadSite, type LoadedSite } from '../../cli/build/load-site';
import { createMarkdownRenderer } from '../../cli/build/markdown';
import type { Page } from '../../cli/build/page';
import type { TemplateHead } from '../../templates/define-template';
import type { PageContext } from '../../templates/page-context';
import { REPO_ROOT } from './fixtures';
import { parseHtml } from './html';

let loading: Promise<LoadedSite> | undefined;

/** The real site in content/ (internal pages included), loaded once per test file. */
export function loadContentSite(): Promise<LoadedSite> {
  loading ??= loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true });
  return loading;
}

export interface RenderedRoute {
  doc: Document;
  head: TemplateHead;
  /** The page's JSON-LD objects, by @type. */
  structured(type: string): Record<string, unknown>[];
}

/**
 * Renders one route of the real content with its template, as the build does (without the
 * shell), optionally with its front matter changed; returns the parsed page and its head.
 */
export function renderContentRoute(site: LoadedSite, route: string, change: (data: Record<string, unknown>) => object = (d) => d): RenderedRoute {
  const page = site.pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page for ${route}`);
  const context = pageContext(site, page, change(structuredClone(page.data) as Record<string, unknown>));
  const Component = page.template.component;
  const doc = parseHtml(`<body><main>${renderToStaticMarkup(<Component {...context} />)}</main></body>`);
  const head = page.template.head?.(context) ?? {};
  const structured = (type: string) => (head.structuredData ?? []).filter((d) => (d as { '@type'?: string })['@type'] === type) as Record<string, unknown>[];
  return { doc, head, structured };
}

/** The context the build gives a page's template: its Markdown rendered, its collections. */
export function pageContext(site: LoadedSite, page: Page, data: unknown = page.data): PageContext<unknown> {
  const markdown = createMarkdownRenderer(site.config.site.url).render(page.source.body);
  return {
    site: site.config,
    page: { route: page.route, url: `${site.config.site.url}${page.route}`, title: page.title, description: page.description, html: markdown.html, headings: markdown.headings, data },
    collections: collectionsFor(site.collections, page.template.uses, page.source.file),
  };
}

/** The visible text of an element, whitespace collapsed. */
export const textOf = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
