import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../support/this-site';
import type { CloudProvider } from '../../../templates/model/cloud-provider-schema';
import { loadContentSite, siteFacts, texts } from '../../support/content-pages';
import { renderRoute } from '../../support/render-route';
import { BADGE_ICONS } from '../../../templates/cloud/provider-badge';
import { leadSentence } from '../../../templates/cloud/ProviderCard';
import { GUIDE_LABELS } from '../../../templates/cloud/guide-labels';

let site: ThisSite;
beforeAll(async () => {
  site = await loadContentSite();
});

/** The providers that have a guide: the ones with a brand badge. */
const SLUGS = BADGE_ICONS;
const provider = (slug: string) => site.collections.cloud.find((p) => p.slug === slug) as CloudProvider;
/** A route's front matter: the words its page shows, as content/ has them. */
const dataOf = <T,>(route: string) => site.pages.find((p) => p.route === route)!.data as T;
type Titled = { title: string };
interface CloudIndexCopy {
  heading: string;
  providers: Titled;
  learn: Titled & { cards: Titled[] };
  trust: { cards: Titled[] };
  stories: { items: { savings: string }[] };
  cta: { button: string; notes: string[] };
}
const structured = (route: string, type: string) =>
  (renderRoute(site, route).head.structuredData ?? []).find((d) => (d as { '@type': string })['@type'] === type) as
    Record<string, unknown> | undefined;

describe('/cloud', () => {
  it('has the breadcrumb, the hero and its four stats', () => {
    const doc = renderRoute(site, '/cloud').doc;
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Cloud Guides']);
    expect(texts(doc, 'h1')).toEqual([dataOf<CloudIndexCopy>('/cloud').heading]);
    // The hero's four claims are company facts, read from content/data/company.yaml.
    const facts = siteFacts(site);
    expect(texts(doc, '.guide-hero dd')).toEqual(
      ['cloud-platforms', 'cloud-savings-range', 'years-experience', 'migrations'].map((id) => facts.factText(id)),
    );
  });

  it('lists one card per provider in the required order, each with its saving, three stats and a named link', () => {
    const doc = renderRoute(site, '/cloud').doc;
    const cards = [...doc.querySelectorAll('.provider-card')];
    expect(cards).toHaveLength(11);
    cards.forEach((card, i) => {
      const p = provider(SLUGS[i]!);
      expect(card.querySelector('h3')?.textContent).toBe(p.name);
      expect(card.querySelector('.provider-card__save')?.textContent).toBe(`Save ${p.heroStats.savings}`);
      // The subheadline's opening sentence, whole: the guide has the rest.
      expect(card.querySelector('.provider-card__description')?.textContent).toBe(leadSentence(p.subheadline));
      expect(p.subheadline.startsWith(leadSentence(p.subheadline))).toBe(true);
      expect(texts(card, 'dt')).toEqual(['Savings', 'Time Saved', 'Uptime']);
      expect(texts(card, 'dd')).toEqual([p.heroStats.savings, p.heroStats.timeReduction, p.heroStats.reliability]);
      const link = card.querySelector('a')!;
      expect(link.getAttribute('href')).toBe(`/cloud/${p.slug}`);
      expect(link.textContent).toBe(`Read Expert Guide for ${p.name}`);
    });
  });

  it('has the trust cards, what you will learn, three success stories, the call to action and the footer links', () => {
    const doc = renderRoute(site, '/cloud').doc;
    const copy = dataOf<CloudIndexCopy>('/cloud');
    expect(texts(doc, 'h2')).toEqual([
      expect.any(String),
      copy.providers.title,
      copy.learn.title,
      expect.any(String),
      expect.any(String),
    ]);
    expect(texts(doc, '.icon-card h3')).toEqual([...copy.trust.cards, ...copy.learn.cards].map((c) => c.title));
    expect(copy.stories.items).toHaveLength(3);
    expect(texts(doc, '.story-card__savings')).toEqual(copy.stories.items.map((s) => s.savings));
    const cta = doc.querySelector('.cta-band a')!;
    expect([cta.textContent, cta.getAttribute('href')]).toEqual([copy.cta.button, '/contact']);
    expect(texts(doc, '.cta-notes li')).toEqual(copy.cta.notes);
    expect([...doc.querySelectorAll('.page-links a')].map((a) => a.getAttribute('href'))).toEqual([
      '/services',
      '/about',
      '/blog',
      '/contact',
    ]);
  });

  it('describes itself as a CollectionPage of the eleven guides with a BreadcrumbList', () => {
    const collection = structured('/cloud', 'CollectionPage')!;
    expect((collection.mainEntity as { itemListElement: { url: string }[] }).itemListElement.map((i) => i.url)).toEqual(
      SLUGS.map((s) => `https://chinookdigital.example/cloud/${s}`),
    );
    expect(structured('/cloud', 'BreadcrumbList')).toBeDefined();
  });
});

describe('a provider guide (/cloud/<slug>)', () => {
  it.each(SLUGS)('/cloud/%s has every section in order', (slug) => {
    const p = provider(slug);
    const doc = renderRoute(site, `/cloud/${slug}`).doc;
    expect(texts(doc, '.breadcrumbs li')).toEqual(['Home', 'Cloud Guides', p.name]);
    expect(texts(doc, 'h1')).toEqual([p.headline]);
    expect(doc.querySelector('.guide-hero__lead')?.textContent).toBe(p.subheadline);
    expect(texts(doc, '.guide-hero dt')).toEqual(['Cost Savings', 'Time Reduction', 'Reliability']);
    const external = doc.querySelector(`a[href="${p.secondaryCTA.url}"]`)!;
    expect([external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(texts(doc, 'h2')).toEqual([
      GUIDE_LABELS.rightForYou(p.name),
      GUIDE_LABELS.platformOverview,
      ...(p.architecturePattern ? [GUIDE_LABELS.architecture] : []),
      p.pricingTraps.title,
      GUIDE_LABELS.caseStudy,
      p.actionPlan.title,
      GUIDE_LABELS.faq,
      expect.stringContaining(p.name),
    ]);
    expect(texts(doc, '.fit-card h3')).toEqual([GUIDE_LABELS.perfectIf, GUIDE_LABELS.notRightIf]);
    expect(doc.querySelectorAll('.fit-card--yes li')).toHaveLength(5);
    expect(texts(doc, '.overview-card h3')).toEqual([
      GUIDE_LABELS.strengths,
      GUIDE_LABELS.limitations,
      GUIDE_LABELS.bestFor,
      GUIDE_LABELS.avoidIf,
    ]);
    expect(doc.querySelectorAll('.trap-card')).toHaveLength(4);
    expect(texts(doc, '.trap-card dt')).toEqual(Array(4).fill(['Impact', 'Solution']).flat());
    expect(texts(doc, '.case-study dt')).toEqual(['Situation', 'Challenge', 'Solution']);
    expect(doc.querySelectorAll('ol.action-plan > li')).toHaveLength(3);
    expect(texts(doc, '.faq-list summary')).toEqual(p.faqs.map((f) => f.question));
    expect([...doc.querySelectorAll('.page-links a')].map((a) => a.getAttribute('href'))).toEqual([
      '/cloud',
      '/services',
      '/contact',
      '/about',
    ]);
  });

  it('shows the badge of its icon', () => {
    expect(renderRoute(site, '/cloud/linode').doc.querySelector('.provider-badge')?.className).toContain(
      'provider-badge--linode',
    );
    // A mark, never initials: the neutral cloud where the icon set has no mark, the provider's own where it has.
    expect(renderRoute(site, '/cloud/linode').doc.querySelector('.provider-badge')?.textContent).toBe('');
    expect(renderRoute(site, '/cloud/linode').doc.querySelector('.provider-badge path')?.getAttribute('fill')).toBe(
      'currentColor',
    );
    expect(renderRoute(site, '/cloud/vultr').doc.querySelector('.provider-badge path')?.getAttribute('fill')).toMatch(
      /^#[0-9A-F]{6}$/,
    );
  });

  it('embeds an Article dated 2025-01-01, a BreadcrumbList and an FAQPage of its five questions', () => {
    const article = structured('/cloud/hetzner', 'Article')!;
    expect([article.datePublished, article.dateModified]).toEqual(['2025-01-01', '2025-01-01']);
    expect(article.url).toBe('https://chinookdigital.example/cloud/hetzner');
    expect((structured('/cloud/hetzner', 'BreadcrumbList')!.itemListElement as unknown[]).length).toBe(3);
    expect((structured('/cloud/hetzner', 'FAQPage')!.mainEntity as unknown[]).length).toBe(5);
  });

  it('the guides the articles link to exist, and unknown slugs have the cloud not-found page', () => {
    const routes = new Set(site.pages.map((p) => p.route));
    for (const slug of ['aws', 'netlify', 'digitalocean', 'hetzner', 'vercel'])
      expect(routes.has(`/cloud/${slug}`)).toBe(true);
    const notFound = site.pages.find((p) => p.route === '/cloud/404')!;
    expect(notFound.noindex).toBe(true);
    const doc = renderRoute(site, '/cloud/404').doc;
    const copy = dataOf<{ heading: string; message: string; links: { label: string; href: string }[] }>('/cloud/404');
    expect(texts(doc, 'h1')).toEqual([copy.heading]);
    expect(doc.body.textContent).toContain(copy.message);
    expect(doc.querySelector('a[href="/cloud"]')?.textContent).toContain(
      copy.links.find((l) => l.href === '/cloud')!.label,
    );
  });

  it('records its YAML file as the input of its page, and every provider file (one pattern) as an input of /cloud', () => {
    const page = (route: string) => site.pages.find((p) => p.route === route)!;
    expect(site.inputsOf(page('/cloud/aws'))).toEqual([
      'content/cloud/aws.yaml',
      'content/site.yaml',
      ...['people', 'offers', 'company'].map((name) => `content/data/${name}.yaml`),
      'content/data/cloud-guide.yaml',
    ]);
    expect(site.inputsOf(page('/cloud')).filter((f) => f.startsWith('content/cloud/'))).toEqual([
      'content/cloud/*.yaml',
    ]);
  });
});
