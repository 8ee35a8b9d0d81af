import { describe, expect, it } from 'vitest';
import { CONSENT_COPY } from '../../../widgets/consent/consent-copy';
import { renderRoute, realSite } from '../../support/render-route';

/** /embed's front matter: each widget's title and the attributes of its examples. */
type EmbedDocs = {
  widgets: {
    name: string;
    title: string;
    options: { attribute: string; default: string }[];
    examples?: { attributes: Record<string, string> }[];
  }[];
};
const widgetOf = (data: unknown, name: string) => (data as EmbedDocs).widgets.find((w) => w.name === name)!;
/** The attributes of a widget's first example. */
const exampleOf = (data: unknown, name: string) => widgetOf(data, name).examples![0]!.attributes;
const snippet = (doc: Document, label: string) => doc.querySelector(`pre[aria-label="${label}"]`)?.textContent ?? '';

describe('/embed documents the form and consent embeds', () => {
  it('lists each with its options, its CSP entries and a live example', async () => {
    const { doc, islands, context } = renderRoute(await realSite(), '/embed');
    const { forms, site } = context.site;
    for (const [id, endpoint] of [
      ['contact-form', forms.contact],
      ['lead-form', forms.lead],
      ['email-capture', forms.resource],
    ] as const) {
      const { title } = widgetOf(context.page.data, id);
      const section = doc.querySelector(`[aria-labelledby="widget-${id}"]`)!;
      expect(section.querySelector('h2')!.textContent).toBe(title);
      expect([...section.querySelectorAll('.options-table code')].map((c) => c.textContent)).toContain('data-endpoint');
      const path = new URL(endpoint).pathname;
      expect(snippet(doc, `${title} CSP entries`)).toBe(
        `script-src ${site.url};\nconnect-src ${new URL(endpoint).origin}${path};\nform-action ${new URL(endpoint).origin}${path};`,
      );
      expect(section.querySelector(`[data-island="${id}"] form`)).not.toBeNull();
    }
    expect(islands).toEqual(['booking', 'contact-form', 'lead-form', 'email-capture', 'checker']);
  });

  it('gives the consent banner a script-src entry only and a live example running the real embed script', async () => {
    const { doc, context } = renderRoute(await realSite(), '/embed');
    expect(snippet(doc, `${widgetOf(context.page.data, 'consent').title} CSP entries`)).toBe(
      `script-src ${context.site.site.url};`,
    );
    const demo = doc.querySelector('[data-enhance="embed-demo"]')!;
    expect(demo.getAttribute('data-embed-script')).toBe('/embed/consent.js');
    const widget = demo.querySelector('[data-chinook-widget="consent"]')!;
    expect(widget.hasAttribute('data-preview')).toBe(true);
    expect(widget.getAttribute('data-title')).toBe(exampleOf(context.page.data, 'consent')['data-title']);
    // The snippet partners copy has no preview switch.
    expect(doc.body.textContent).toContain('<div data-chinook-widget="consent" data-position="bottom-right"');
    expect(doc.body.textContent).not.toContain('data-chinook-widget="consent" data-preview');
  });

  it("gives the banner's own words as the defaults of data-title and data-privacy-label", async () => {
    const { context } = renderRoute(await realSite(), '/embed');
    const documented = (attribute: string) =>
      widgetOf(context.page.data, 'consent').options.find((o) => o.attribute === attribute)!.default;
    expect(documented('data-title')).toBe(CONSENT_COPY.title);
    expect(documented('data-privacy-label')).toBe(CONSENT_COPY.privacyLink);
  });

  it("applies an example's texts to the live form, as the embed would", async () => {
    const { doc, context } = renderRoute(await realSite(), '/embed');
    const example = exampleOf(context.page.data, 'lead-form');
    const lead = doc.querySelector('[data-island="lead-form"]')!;
    expect(lead.querySelector('h2')!.textContent).toBe(example['data-title']);
    expect(lead.querySelector('button[type=submit]')!.textContent).toBe(example['data-submit-label']);
    const resource = exampleOf(context.page.data, 'email-capture')['data-resource'];
    expect(
      doc.querySelector<HTMLSelectElement>('[data-island="email-capture"] select')!.querySelector('option[selected]')!
        .textContent,
    ).toBe(resource);
  });
});
