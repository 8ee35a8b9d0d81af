import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../../support/this-site';
import type { Facts } from '../../../../templates/model/facts/facts';
import { offerView } from '../../../../templates/model/facts/offer-view';
import { packageScarcity, spotsLeftLabel } from '../../../../templates/model/offers/scarcity';
import type { Offers } from '../../../../templates/model/data/offers';
import { serviceCardOf } from '../../../../templates/model/offers/service-card';
import { loadContentSite, siteFacts, textOf } from '../../../support/content-pages';
import { renderRoute } from '../../../support/render-route';

let site: ThisSite;
let offers: Offers;
let facts: Facts;
beforeAll(async () => {
  site = await loadContentSite();
  offers = site.collections.offers;
  facts = siteFacts(site);
});

/** Each service page, its breadcrumb, and the pricing page it links to. */
const PAGES = [
  { route: '/services/website-development', crumb: 'Website Development', pricingPage: '/website-pricing' },
  { route: '/technology-stacks', crumb: 'Technology Stacks', pricingPage: undefined },
  { route: '/database-solutions', crumb: 'Database Solutions', pricingPage: undefined },
  { route: '/mobile-development', crumb: 'Mobile Development', pricingPage: undefined },
  { route: '/services/devops', crumb: 'DevOps', pricingPage: '/devops-pricing' },
];

/** The offer a page names in `offer:`, as cards print it. */
const offerOf = (route: string) => (site.pages.find((p) => p.route === route)!.data as { offer: string }).offer;
const names = (ids: readonly { offer: string }[]) => ids.map((c) => facts.offer(c.offer).name);

describe.each(PAGES)('$route', ({ route, crumb, pricingPage }) => {
  const render = () => renderRoute(site, route);
  const card = () => serviceCardOf(offers, offerOf(route));

  it('names an offer of the catalog, sold by the card of /services that links to it', () => {
    expect(facts.offer(offerOf(route)).id).toBe(offerOf(route));
    expect(card().link).toBe(route);
  });

  it('has one h1, the breadcrumb Home / Services / page, and the sections of a service page', () => {
    const { doc, structured } = render();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(textOf)).toEqual([
      'Home',
      'Services',
      crumb,
    ]);
    expect(doc.querySelector('nav[aria-label="Breadcrumb"] a[href="/services"]')).not.toBeNull();
    expect(structured('BreadcrumbList')[0]!.itemListElement).toHaveLength(3);
    for (const id of [
      'audience-title',
      'deliverables-title',
      'process-title',
      'technologies-title',
      'pricing-title',
      'related-title',
    ]) {
      expect(doc.getElementById(id), id).not.toBeNull();
    }
    expect(doc.querySelectorAll('.process-steps__item').length).toBeGreaterThanOrEqual(3);
    expect(doc.querySelectorAll('.tech-group__items li').length).toBeGreaterThanOrEqual(8);
  });

  it('shows the price of its offer in the header, from the catalog', () => {
    const { doc } = render();
    const view = offerView(facts.offer(offerOf(route)));
    const hero = doc.querySelector('.service-hero__offer')!;
    expect(textOf(hero.querySelector('.price-card__amount'))).toBe(view.price);
    expect(textOf(hero.querySelector('s'))).toBe(view.originalPrice);
    expect(textOf(hero.querySelector('.price-card__saving'))).toBe(`Save ${view.savings}`);
    expect(textOf(hero.querySelector('.price-card__period'))).toBe(view.period);
    expect(textOf(hero.querySelector('.service-hero__proof'))).toBe(card().socialProof);
  });

  it('describes the service and its offers in valid JSON-LD, FAQs included', () => {
    const { structured } = render();
    const [service] = structured('Service');
    expect(service!.provider).toMatchObject({ '@id': 'https://chinookdigital.example/#organization' });
    const prices = (service!.offers as { price: string; priceCurrency: string }[]).map((o) => o.price);
    expect(prices.length).toBeGreaterThanOrEqual(1);
    expect(prices.every((p) => /^\d+$/.test(p))).toBe(true);
    const [faq] = structured('FAQPage');
    expect((faq!.mainEntity as unknown[]).length).toBeGreaterThanOrEqual(3);
  });

  it('sends buyers to /contact, and links the pricing page where there is one', () => {
    const { doc } = render();
    const pricingButtons = [...doc.querySelectorAll('#pricing .price-card__cta')].map((a) => a.getAttribute('href'));
    expect(pricingButtons.length).toBeGreaterThanOrEqual(1);
    expect(new Set(pricingButtons)).toEqual(new Set(['/contact']));
    expect(doc.querySelector('.cta-band a.button--accent')!.getAttribute('href')).toBe('/contact');
    if (pricingPage) expect(doc.querySelector(`#pricing a[href="${pricingPage}"]`)).not.toBeNull();
  });
});

describe('the pricing section', () => {
  it('shows the website packages on the website development page', () => {
    const { doc, structured } = renderRoute(site, '/services/website-development');
    expect([...doc.querySelectorAll('#pricing .price-card__name')].map(textOf)).toEqual(names(offers.websitePackages));
    expect([...doc.querySelectorAll('#pricing .price-card__scarcity')].map(textOf)).toEqual(
      offers.websitePackages.map((p) => packageScarcity(facts.spots(p.offer) as number, p.popular ?? false)),
    );
    const prices = offers.websitePackages.map((p) => String(facts.offer(p.offer).price));
    expect((structured('Service')[0]!.offers as { price: string }[]).map((o) => o.price)).toEqual(prices);
  });

  it('shows the DevOps plans and the cost comparison on the DevOps page', () => {
    const { doc, structured } = renderRoute(site, '/services/devops');
    expect([...doc.querySelectorAll('#pricing .price-card__name')].map(textOf)).toEqual(names(offers.devopsPlans));
    expect(doc.querySelectorAll('.cost-table tbody tr')).toHaveLength(offers.cloudCostComparison.length);
    const monthlyAt = offers.devopsPlans.findIndex((p) => facts.offer(p.offer).period === 'month');
    const monthly = (structured('Service')[0]!.offers as Record<string, unknown>[])[monthlyAt]!;
    expect(monthly.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: String(facts.offer(offers.devopsPlans[monthlyAt]!.offer).price),
      unitCode: 'MON',
    });
  });

  it('shows the services card, its offer and its client on the other pages, and drops the spots when urgency is off', () => {
    const { doc } = renderRoute(site, '/database-solutions');
    const service = serviceCardOf(offers, offerOf('/database-solutions'));
    const view = offerView(facts.offer(service.offer));
    expect(textOf(doc.querySelector('#pricing .price-card__name'))).toBe(service.title);
    expect(textOf(doc.querySelector('#pricing .price-card__amount'))).toBe(view.price);
    expect([...doc.querySelectorAll('#pricing .price-card__features li')].map(textOf)).toEqual(view.features);
    expect(textOf(doc.querySelector('#pricing .price-card__scarcity'))).toBe(
      spotsLeftLabel(facts.spots(service.offer) as number),
    );
    expect(textOf(doc.querySelector('#pricing .testimonial__who strong'))).toBe(
      facts.person(service.testimonial.person).name,
    );
    const calm = renderRoute(site, '/database-solutions', (d) => ({
      ...d,
      pricing: { ...(d.pricing as object), showUrgency: false },
    }));
    expect(calm.doc.querySelector('.price-card__scarcity, .service-hero__spots')).toBeNull();
  });

  it('names, in a problem, an offer of the catalog that no services card sells', () => {
    expect(() => renderRoute(site, '/technology-stacks', (d) => ({ ...d, offer: 'logo-design' }))).toThrow(
      /No card of services .* sells the offer "logo-design"/,
    );
  });
});

describe('a service page whose offer no /services card sells', () => {
  it('is a content problem on its `offer` field when content loads, never an error while rendering', async () => {
    const { serviceDetailTemplate } = await import('../../../../templates/pages/ServiceDetail');
    const page = site.pages.find((p) => p.route === '/database-solutions')!;
    const unsold = facts.data.offers.catalog.find((o) => !offers.services.some((s) => s.offer === o.id))!;
    const data = { ...(page.data as { offer: string }), offer: unsold.id } as Parameters<
      NonNullable<typeof serviceDetailTemplate.checkData>
    >[0];
    expect(serviceDetailTemplate.checkData!(data, site.collections)).toEqual([
      expect.objectContaining({ field: ['offer'], message: `"${unsold.id}" is an offer no card of /services sells` }),
    ]);
    expect(serviceDetailTemplate.checkData!(page.data as typeof data, site.collections)).toEqual([]);
  });
});
