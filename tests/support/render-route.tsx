import { renderToStaticMarkup } from 'react-dom/server';
import type { ThisSite } from './this-site';
import type { TemplateHead } from '../../templates/model/define-template';
import { FactsProvider } from '../../templates/model/facts/facts';
import { UrgencyProvider } from '../../templates/model/urgency';
import type { PageContext } from '../../templates/model/page-context';
import { IslandCollector, IslandContext } from '../../widgets/shared/island';
import { loadContentSite, pageContext } from './content-pages';
import { parseHtml } from './html';

/** The real content/ site (internal pages included, every body rendered), loaded once per test file. */
export const realSite = loadContentSite;

export interface RenderedRoute {
  /** The template's markup inside `<main>`, as the shell places it, parsed. */
  doc: Document;
  html: string;
  /** Islands the template server-rendered, by name. */
  islands: string[];
  context: PageContext<unknown>;
  /** The page's validated front matter (changed, when a change was given). */
  data: unknown;
  /** What the template adds to the head (JSON-LD, og:type). */
  head: TemplateHead;
  /** The page's JSON-LD objects of one @type. */
  structured(type: string): Record<string, unknown>[];
}

/**
 * The one way tests render a route: its template (without the shell) from the real content,
 * as the build does, islands server-rendered in place. `change` edits a copy of the page's
 * front matter first, which is then validated by the template's schema as the build would.
 */
export function renderRoute(
  site: ThisSite,
  route: string,
  change?: (data: Record<string, unknown>) => object,
): RenderedRoute {
  const page = site.pages.find((p) => p.route === route);
  if (!page) throw new Error(`content/ has no page for ${route}`);
  const data = change
    ? page.template.schema.parse(change(structuredClone(page.data) as Record<string, unknown>))
    : page.data;
  const context = pageContext(site, page, data);
  const collector = new IslandCollector();
  const Component = page.template.component;
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <FactsProvider value={context.facts}>
        <UrgencyProvider value={context.site.urgency.enabled}>
          <Component {...context} />
        </UrgencyProvider>
      </FactsProvider>
    </IslandContext.Provider>,
  );
  const head = page.template.head?.(context) ?? {};
  const structured = (type: string) =>
    (head.structuredData ?? []).filter((d) => (d as { '@type'?: string })['@type'] === type) as Record<
      string,
      unknown
    >[];
  return {
    doc: parseHtml(`<body><main>${html}</main></body>`),
    html,
    islands: [...collector.used.keys()],
    context,
    data,
    head,
    structured,
  };
}
