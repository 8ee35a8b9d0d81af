import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { collectionsFor } from '../../cli/build/collections';
import { loadSite, type LoadedSite } from '../../cli/build/load-site';
import { createMarkdownRenderer } from '../../cli/build/markdown';
import type { TemplateHead } from '../../templates/define-template';
import type { PageContext } from '../../templates/page-context';
import { REPO_ROOT } from './fixtures';
import { parseHtml } from './html';

let loading: Promise<LoadedSite> | undefined;

/** The real content/, loaded and validated once per test file. */
export function realSite(): Promise<LoadedSite> {
  loading ??= loadSite({ contentDir: path.join(REPO_ROOT, 'content') });
  return loading;
}

export interface RenderedContentPage {
  /** The template's markup (what goes inside <main>), parsed. */
  doc: Document;
  html: string;
  head: TemplateHead;
  /** The page's validated front matter. */
  data: unknown;
}

/** Renders one route of the real site with its template, as the build does, without the shell. */
export async function renderContentPage(route: string): Promise<RenderedContentPage> {
  const site = await realSite();
  const page = site.pages.find((p) => p.route === route);
  if (!page) throw new Error(`content/ has no page for ${route}`);
  const markdown = createMarkdownRenderer(site.config.site.url).render(page.source.body);
  const context: PageContext<unknown> = {
    site: site.config,
    page: { route, url: `${site.config.site.url}${route}`, title: page.title, description: page.description, html: markdown.html, headings: markdown.headings, data: page.data },
    collections: collectionsFor(site.collections, page.template.uses, page.source.file),
  };
  const Component = page.template.component;
  const html = renderToStaticMarkup(<Component {...context} />);
  return { doc: parseHtml(`<main>${html}</main>`), html, head: page.template.head?.(context) ?? {}, data: page.data };
}
