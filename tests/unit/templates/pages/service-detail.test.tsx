import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../../../cli/build/load-site';
import type { Offers } from '../../../../templates/offers/schemas';
import { loadContentSite, renderContentRoute, textOf } from '../../../support/content-pages';

let site: LoadedSite;
let offers: Offers;
beforeAll(async () => {
  site = await loadContentSite();
  offers = site.collections.offers;
});

/** Each service page, the card of /services it sells, and the pricing page it links to. */
const PAGES = [
  { route: '/services/website-development', offer: 'website-development', crumb: 'Website Development', pricingPage: '/website-pricing' },
  { route: '/technology-stacks', offer: 'technology-stacks', crumb: 'Technology Stacks', pricingPage: undefined },
  { route: '/database-solutions', offer: 'database-solutions', crumb: 'Database Solutions', pricingPage: undefined },
  { route: '/mobile-development', offer: 'mobile-development', crumb: 'Mobile Development', pricingPage: undefined },
  { route: '/services/devops', offer: 'devops', crumb: 'DevOps', pricingPage: '/devops-pricing' },
];

describe.each(PAGES)('$route', ({ route, offer: id, crumb, pricingPage }) => {
  const render = () => renderContentRoute(site, route);
  const offer = () => offers.services.find((o) => o.id === id)!;

  it('is the page /services links to for its card', () => {
    expect(offer().link).toBe(route);
  });

  it('has one h1, the breadcrumb Home / Services / page, and the sections of a service page', () => {
    const { doc, structured } = render();
    expect(doc.querySelectorAll('h1')).toHaveLength(1);
    expect([...doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')].map(textOf)).toEqual(['Home', 'Services', crumb]);
    expect(doc.querySelector('nav[aria-label="Breadcrumb"] a[href="/services"]')).not.toBeNull();
    expect(structured('BreadcrumbList')[0]!.itemListElement).toHaveLength(3);
    for (const id of ['audience-title', 'deliverables-title', 'process-title', 'technologies-title', 'pricing-title', 'related-title']) {
      expect(doc.getElementById(id), id).not.toBeNull();
    }
    expect(doc.querySelectorAll('.process-steps__item').length).toBeGreaterThanOrEqual(3);
    expect(doc.querySelectorAll('.tech-group__items li').length).toBeGreaterThanOrEqual(8);
  });

  it('shows the price of its services card in the header, from the offers data set', () => {
    const { doc } = render();
    const hero = doc.querySelector('.service-hero__offer')!;
    expect(textOf(hero.querySelector('.price-card__amount'))).toBe(offer().price);
    expect(textOf(hero.querySelector('s'))).toBe(offer().originalPrice);
    expect(textOf(hero.querySelector('.price-card__saving'))).toBe(`Save ${offer().savings}`);
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
  it('shows the three website packages on the website development page', () => {
    const { doc, structured } = renderContentRoute(site, '/services/website-development');
    expect([...doc.querySelectorAll('#pricing .price-card__name')].map(textOf)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect([...doc.querySelectorAll('#pricing .price-card__scarcity')].map(textOf)).toEqual(['5 spots available', 'Only 3 spots left', '3 spots available']);
    expect((structured('Service')[0]!.offers as { price: string }[]).map((o) => o.price)).toEqual(['2999', '4999', '8999']);
  });

  it('shows the DevOps plans and the cost comparison on the DevOps page', () => {
    const { doc, structured } = renderContentRoute(site, '/services/devops');
    expect([...doc.querySelectorAll('#pricing .price-card__name')].map(textOf)).toEqual(['Infrastructure Audit', 'DevOps Transformation', 'Managed DevOps']);
    expect(doc.querySelectorAll('.cost-table tbody tr')).toHaveLength(offers.cloudCostComparison.length);
    const monthly = (structured('Service')[0]!.offers as Record<string, unknown>[])[2]!;
    expect(monthly.priceSpecification).toMatchObject({ '@type': 'UnitPriceSpecification', price: '1999', unitCode: 'MON' });
  });

  it('shows the services card with its client on the other pages, and drops the spots when urgency is off', () => {
    const { doc } = renderContentRoute(site, '/database-solutions');
    expect(textOf(doc.querySelector('#pricing .price-card__amount'))).toBe('$899');
    expect(textOf(doc.querySelector('#pricing .price-card__scarcity'))).toBe('Only 7 spots left');
    expect(doc.querySelector('#pricing .testimonial')).not.toBeNull();
    const calm = renderContentRoute(site, '/database-solutions', (d) => ({ ...d, pricing: { ...(d.pricing as object), showUrgency: false } }));
    expect(calm.doc.querySelector('.price-card__scarcity, .service-hero__spots')).toBeNull();
  });

  it('stops the build when a page names an offer that does not exist', () => {
    expect(() => renderContentRoute(site, '/technology-stacks', (d) => ({ ...d, offer: 'nope' }))).toThrow(/offer "nope" is not a service id/);
  });
});
