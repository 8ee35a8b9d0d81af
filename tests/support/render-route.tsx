import { renderToStaticMarkup } from 'react-dom/server';
import type { LoadedSite } from '../../cli/build/content/load-site';
import type { PageContext } from '../../templates/page-context';
import { FactsProvider } from '../../templates/facts/facts';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import { loadContentSite, pageContext } from './content-pages';
import { parseHtml } from './html';

/** The real content/ site (internal pages included), loaded once per test file. */
export const realSite = loadContentSite;

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
  const data = page.template.schema.parse(change(structuredClone(page.data) as Record<string, unknown>));
  const context = pageContext(site, page, data);
  const collector = new IslandCollector();
  const Component = page.template.component;
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <FactsProvider value={context.facts}>
        <Component {...context} />
      </FactsProvider>
    </IslandContext.Provider>,
  );
  return { doc: parseHtml(`<body>${html}</body>`), html, islands: [...collector.used.keys()], context, head: page.template.head?.(context) };
}
