import { z } from 'zod';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { cspSnippet, EMBED_CSP } from '../csp';
import { EMBEDDABLE_WIDGETS, LIVE_EXAMPLES, type EmbeddableWidget } from '../components/LiveExample';
import { Prose } from '../components/Prose';
import { defineTemplate, pageFields } from '../model/define-template';
import type { PageContext } from '../model/page-context';

const attributeName = z.string().regex(/^data-[a-z-]+$/, 'must be a data-* attribute name');

export const embedDocsSchema = z.strictObject({
  template: z.literal('embed-docs'),
  ...pageFields,
  heading: z.string().min(1),
  intro: z.string().min(1),
  widgets: z
    .array(
      z.strictObject({
        name: z.enum(EMBEDDABLE_WIDGETS),
        title: z.string().min(1),
        description: z.string().min(1),
        options: z.array(
          z.strictObject({
            attribute: attributeName,
            values: z.string(),
            default: z.string(),
            description: z.string(),
          }),
        ),
        examples: z
          .array(z.strictObject({ label: z.string().min(1), attributes: z.record(attributeName, z.string()) }))
          .min(1),
      }),
    )
    .min(1),
});
type EmbedDocsData = z.infer<typeof embedDocsSchema>;

/** The snippet a partner pastes: the widget's element with its options, then the script. */
export function embedSnippet(siteUrl: string, name: string, attributes: Readonly<Record<string, string>>): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  return `<div data-chinook-widget="${name}"${attrs}></div>\n<script src="${siteUrl}/embed/${name}.js" async></script>`;
}

/**
 * /embed: for partners, each embeddable widget's snippet, its options and a live example.
 * Snippets scroll sideways, so each is focusable (keyboards can scroll it) and, like the options
 * tables, a named region: a <pre> without a role may not carry aria-label.
 */
export function EmbedDocs({ page, site, collections }: PageContext<EmbedDocsData>) {
  const { data } = page;
  return (
    <div className="container embed-docs">
      <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Embed' }]} />
      <header className="page-header">
        <h1>{data.heading}</h1>
        <p className="page-hero__lead">{data.intro}</p>
      </header>
      <Prose html={page.html} eagerHtml={page.eagerHtml} />
      {data.widgets.map((widget) => (
        <section key={widget.name} className="embed-docs__widget" aria-labelledby={`widget-${widget.name}`}>
          <h2 id={`widget-${widget.name}`}>{widget.title}</h2>
          <p>{widget.description}</p>
          <h3>Options</h3>
          <div className="table-scroll" tabIndex={0} role="region" aria-label={`${widget.title} options`}>
            <table className="options-table">
              <thead>
                <tr>
                  <th scope="col">Attribute</th>
                  <th scope="col">Values</th>
                  <th scope="col">Default</th>
                  <th scope="col">What it does</th>
                </tr>
              </thead>
              <tbody>
                {widget.options.map((option) => (
                  <tr key={option.attribute}>
                    <td>
                      <code>{option.attribute}</code>
                    </td>
                    <td>{option.values}</td>
                    <td>{option.default}</td>
                    <td>{option.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <EmbedCsp site={site} widget={widget.name} title={widget.title} />
          {widget.examples.map((example) => (
            <div key={example.label} className="embed-docs__example">
              <h3>{example.label}</h3>
              <pre className="snippet" tabIndex={0} role="region" aria-label={`${example.label} snippet`}>
                <code>{embedSnippet(site.site.url, widget.name, example.attributes)}</code>
              </pre>
              <div className="embed-docs__live">
                {LIVE_EXAMPLES[widget.name](example.attributes, site, collections)}
              </div>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The CSP entries a partner page needs for this embed, with why, and as text to paste. */
function EmbedCsp({
  site,
  widget,
  title,
}: {
  site: PageContext<unknown>['site'];
  widget: EmbeddableWidget;
  title: string;
}) {
  const entries = EMBED_CSP[widget](site);
  return (
    <>
      <h3>Content-Security-Policy</h3>
      <p>
        If your page sends a Content-Security-Policy, add these sources to it. Nothing else is needed: no
        'unsafe-inline', no 'unsafe-eval'.
      </p>
      <ul className="embed-docs__csp">
        {entries.map((entry) => (
          <li key={`${entry.directive} ${entry.source}`}>
            <code>{`${entry.directive} ${entry.source}`}</code> for {entry.why}
          </li>
        ))}
      </ul>
      <pre className="snippet" tabIndex={0} role="region" aria-label={`${title} CSP entries`}>
        <code>{cspSnippet(entries)}</code>
      </pre>
    </>
  );
}

export const embedDocsTemplate = defineTemplate<EmbedDocsData>({
  schema: embedDocsSchema,
  component: EmbedDocs,
  uses: ['booking', 'forms', 'checker'],
});
