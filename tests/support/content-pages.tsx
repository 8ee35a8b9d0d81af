import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { loadSite, type LoadedSite } from '../../cli/build/load-site';
import type { TemplateHead } from '../../templates/define-template';
import type { PageContext } from '../../templates/page-context';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import { REPO_ROOT } from './fixtures';
import { parseHtml } from './html';

/** The real site in content/, loaded and validated as `site build --include-internal` does. */
export function loadRealSite(): Promise<LoadedSite> {
  return loadSite({ contentDir: path.join(REPO_ROOT, 'content'), includeInternal: true });
}

function contextOf(site: LoadedSite, route: string): { context: PageContext<unknown>; site: LoadedSite; route: string } {
  const page = site.pages.find((p) => p.route === route);
  if (!page) throw new Error(`content/ builds no page at ${route}`);
  const markdown = site.markdown.get(page)!;
  const context: PageContext<unknown> = {
    site: site.config,
    page: { route, url: `${site.config.site.url}${route}`, title: page.title, description: page.description, html: markdown.html, headings: markdown.headings, data: page.data },
    collections: site.collections,
  };
  return { context, site, route };
}

/** The page template's markup for `route` (without the shell), parsed. */
export function renderRoute(site: LoadedSite, route: string): Document {
  const { context } = contextOf(site, route);
  const Component = site.pages.find((p) => p.route === route)!.template.component;
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={new IslandCollector()}>
      <Component {...context} />
    </IslandContext.Provider>,
  );
  return parseHtml(`<body>${html}</body>`);
}

/** What the page template adds to the head for `route` (JSON-LD, og:type). */
export function headOf(site: LoadedSite, route: string): TemplateHead {
  const { context } = contextOf(site, route);
  return site.pages.find((p) => p.route === route)!.template.head?.(context) ?? {};
}

/** The texts of the elements matching `selector`, trimmed and with whitespace collapsed. */
export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
}
