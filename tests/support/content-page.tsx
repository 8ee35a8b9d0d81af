import { renderToStaticMarkup } from 'react-dom/server';
import type { LoadedSite } from '../../cli/build/content/load-site';
import type { TemplateHead } from '../../templates/define-template';
import { FactsProvider } from '../../templates/facts/facts';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import { loadContentSite, pageContext } from './content-pages';
import { parseHtml } from './html';

/** The real content/, loaded and validated once per test file. */
export function realSite(): Promise<LoadedSite> {
  return loadContentSite();
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
  const context = pageContext(site, page);
  const Component = page.template.component;
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={new IslandCollector()}>
      <FactsProvider value={context.facts}>
        <Component {...context} />
      </FactsProvider>
    </IslandContext.Provider>,
  );
  return { doc: parseHtml(`<main>${html}</main>`), html, head: page.template.head?.(context) ?? {}, data: page.data };
}
