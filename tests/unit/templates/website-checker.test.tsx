import { readFile } from 'node:fs/promises';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import matter from 'gray-matter';
import { checkerContentSchema } from '../../../templates/model/data/checker';
import type { Collections, PageContext } from '../../../templates/model/page-context';
import { WebsiteChecker, websiteCheckerSchema, websiteCheckerTemplate } from '../../../templates/pages/WebsiteChecker';
import { siteConfigSchema, type SiteConfig } from '../../../templates/model/site-config';
import { IslandCollector, IslandContext } from '../../../widgets/shared/island';
import { REPO_ROOT } from '../../support/fixtures';
import { parseHtml } from '../../support/html';
import { contentFacts } from '../../support/facts';

let context: PageContext<ReturnType<typeof websiteCheckerSchema.parse>>;
beforeAll(async () => {
  const site = siteConfigSchema.parse(YAML.parse(await readFile(`${REPO_ROOT}/content/site.yaml`, 'utf8')));
  const { data, content } = matter(await readFile(`${REPO_ROOT}/content/pages/website-checker.md`, 'utf8'), {
    engines: { yaml: (text: string) => YAML.parse(text) as object },
  });
  const checker = checkerContentSchema.parse(
    YAML.parse(await readFile(`${REPO_ROOT}/content/data/checker.yaml`, 'utf8')),
  );
  const parsed = websiteCheckerSchema.parse(data);
  context = {
    site,
    facts: contentFacts(),
    image: () => undefined,
    page: {
      route: '/website-checker',
      url: `${site.site.url}/website-checker`,
      title: parsed.title,
      description: parsed.description,
      html: `<p>${content.length} chars</p>`,
      headings: [],
      data: parsed,
    },
    collections: { checker } as unknown as Collections,
  };
});

const render = (site?: SiteConfig) => {
  const collector = new IslandCollector();
  const html = renderToStaticMarkup(
    <IslandContext.Provider value={collector}>
      <WebsiteChecker {...context} site={site ?? context.site} />
    </IslandContext.Provider>,
  );
  return { doc: parseHtml(`<body>${html}</body>`), html, islands: [...collector.used.keys()] };
};
const islandProps = (doc: Document) =>
  JSON.parse(doc.querySelector('[data-island=checker] script[data-island-props]')!.textContent!) as Record<
    string,
    unknown
  >;

describe('the /website-checker page', () => {
  it('has the hero badge, heading and three benefit bullets', () => {
    const { doc } = render();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    const { data } = context.page;
    expect(doc.querySelector('h1')!.textContent).toBe(data.heading);
    expect(doc.querySelector('.checker-hero__badge')!.textContent).toBe(data.badge);
    const benefits = [...doc.querySelectorAll('.checker-hero__benefits li strong')].map((b) => b.textContent);
    expect(benefits).toHaveLength(3);
    expect(benefits).toEqual(data.benefits.map((b) => b.title));
  });

  it('renders the checker island with the form, and a note for visitors without JavaScript', () => {
    const { doc, html, islands } = render();
    expect(islands).toEqual(['checker']);
    const island = doc.querySelector('[data-island=checker]')!;
    const { form } = (context.collections as unknown as { checker: { form: { placeholder: string; submit: string } } })
      .checker;
    expect(island.querySelector('input[name=url]')!.getAttribute('placeholder')).toBe(form.placeholder);
    expect(island.querySelector('button[type=submit]')!.textContent).toBe(form.submit);
    expect(html).toContain(`<noscript><p class="checker-tool__noscript">${context.page.data.noscript.split('. ')[0]}`);
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('passes the endpoint (the proxy beside the pages), the contact page and sharing to the island', () => {
    const props = islandProps(render().doc);
    expect(props).toMatchObject({ endpoint: '/api/pagespeed', contactHref: '/contact', shareable: true });
    expect(props).not.toHaveProperty('apiKey');
    // With the proxy, a key in site.yaml never reaches the page: the proxy has the host's secret.
    const keyedProxy = { ...context.site, pagespeed: { ...context.site.pagespeed, apiKey: 'AIzaSyKey1234567890' } };
    expect(islandProps(render(keyedProxy).doc)).not.toHaveProperty('apiKey');
  });

  it('without the proxy, passes the API endpoint, and the key only when one is set', () => {
    const direct = { ...context.site, pagespeed: { ...context.site.pagespeed, proxy: false } };
    expect(islandProps(render(direct).doc)).toMatchObject({
      endpoint: 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed',
    });
    expect(islandProps(render(direct).doc)).not.toHaveProperty('apiKey');
    const keyed = {
      ...context.site,
      pagespeed: {
        ...context.site.pagespeed,
        proxy: false,
        endpoint: 'https://psi.example/run',
        apiKey: 'AIzaSyKey1234567890',
      },
    };
    expect(islandProps(render(keyed).doc)).toMatchObject({
      endpoint: 'https://psi.example/run',
      apiKey: 'AIzaSyKey1234567890',
    });
  });

  it('describes itself as a free web application, with a breadcrumb trail', () => {
    const [app, crumbs] = websiteCheckerTemplate.head!(context).structuredData as [
      Record<string, unknown>,
      Record<string, unknown>,
    ];
    expect(app).toMatchObject({
      '@type': 'WebApplication',
      url: 'https://chinookdigital.example/website-checker',
      isAccessibleForFree: true,
      offers: { price: '0' },
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });
});
