import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { collectionsFor } from '../../cli/build/collections';
import { loadSite, type LoadedSite } from '../../cli/build/load-site';
import type { PageContext } from '../../templates/page-context';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import { REPO_ROOT } from './fixtures';
import { parseHtml } from './html';

let real: Promise<LoadedSite> | undefined;

/** The real content/ site, loaded once per test file. */
export const realSite = () => (real ??= loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true }));

export interface RenderedRoute {
  doc: Document;
  html: string;
  islands: string[];
  context: PageContext<unknown>;
  head: ReturnType<NonNullable<LoadedSite['pages'][number]['template']['head']>> | undefined;
}

/**
 * Renders one route's template (without the shell) from the real content, with `change` applied to
 * its front matter first, as the build does: islands server-rendered in place.
 */
export async function renderRoute(route: string, change: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d): Promise<RenderedRoute> {
  const site = await realSite();
  const page = site.pages.find((p) => p.route === route);
  if (!page) throw new Error(`no page at ${route}`);
  const markdown = site.markdown.get(page)!;
  const data = page.template.schema.parse(change(structuredClone(page.data) as Record<string, unknown>));
  const context: PageContext<unknown> = {
    site: site.config,
    page: { route, url: `${site.config.site.url}${route}`, title: page.title, description: page.description, html: markdown.html, headings: markdown.headings, data },
    collections: collectionsFor(site.collections, page.template.uses, page.source.file),
  };
  const collector = new IslandCollector();
  const Component = page.template.component;
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <Component {...context} />
    </IslandContext.Provider>,
  );
  return { doc: parseHtml(`<body>${html}</body>`), html, islands: [...collector.used.keys()], context, head: page.template.head?.(context) };
}
