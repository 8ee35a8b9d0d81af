import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../../support/this-site';
import type { Facts } from '../../../../templates/model/facts/facts';
import { offerView } from '../../../../templates/model/facts/offer-view';
import { spotsLeftLabel } from '../../../../templates/model/offers/scarcity';
import type { ServiceOffer } from '../../../../templates/model/data/offers';
import { loadContentSite, siteFacts, textOf } from '../../../support/content-pages';
import { type RenderedRoute, renderRoute } from '../../../support/render-route';

let site: ThisSite;
let page: RenderedRoute;
let facts: Facts;
let services: readonly ServiceOffer[];
beforeAll(async () => {
  site = await loadContentSite();
  page = renderRoute(site, '/services');
  facts = siteFacts(site);
  services = site.collections.offers.services;
});

const cards = () => [...page.doc.querySelectorAll('article.offer-card')];
/** What each card's offer shows, from the catalog. */
const views = () => services.map((service) => offerView(facts.offer(service.offer)));

describe('/services', () => {
  it('has one h1 and the breadcrumb Home / Services, with BreadcrumbList JSON-LD', () => {
    expect(page.doc.querySelectorAll('h1')).toHaveLength(1);
    const crumbs = page.doc.querySelectorAll('nav[aria-label="Breadcrumb"] li');
    expect([...crumbs].map(textOf)).toEqual(['Home', 'Services']);
    expect(crumbs[0]!.querySelector('a')!.getAttribute('href')).toBe('/');
    expect(crumbs[1]!.querySelector('[aria-current="page"]')).not.toBeNull();
    const [list] = page.structured('BreadcrumbList');
    expect(list!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://chinookdigital.example/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://chinookdigital.example/services' },
    ]);
  });

  it('has a countdown banner to the end of the site’s price promotion, in days, hours and minutes', () => {
    const timer = page.doc.querySelector('.countdown-banner [role="timer"]')!;
    expect(timer.getAttribute('data-countdown-every')).toBe(String(facts.data.offers.promotion?.every));
    expect(timer.getAttribute('data-countdown-format')).toBe('days');
    expect(timer.getAttribute('aria-label')).toBeTruthy();
  });

  it('lists the five service cards in order, with their links, the prices and savings of their offers, and spots', () => {
    expect(services).toHaveLength(5);
    expect(cards().map((c) => c.querySelector('a.offer-card__link')!.getAttribute('href'))).toEqual(
      services.map((s) => s.link),
    );
    expect(cards().map((c) => textOf(c.querySelector('.price-card__amount')))).toEqual(views().map((v) => v.price));
    expect(cards().map((c) => textOf(c.querySelector('s')))).toEqual(views().map((v) => v.originalPrice));
    expect(cards().map((c) => textOf(c.querySelector('.price-card__saving')))).toEqual(
      views().map((v) => `Save ${v.savings}`),
    );
    expect(cards().map((c) => textOf(c.querySelector('.offer-card__spots')))).toEqual(
      services.map((s) => spotsLeftLabel(facts.spots(s.offer) as number)),
    );
    expect(cards().map((c) => [...c.querySelectorAll('.offer-card__features li')].map(textOf))).toEqual(
      views().map((v) => v.features),
    );
  });

  it("signs each card's quote with the person's name, role and company", () => {
    const signed = services
      .map((s) => facts.person(s.testimonial.person))
      .map((p) => `${p.name}, ${p.role}, ${p.company}`);
    expect(cards().map((c) => textOf(c.querySelector('figcaption')))).toEqual(signed);
  });

  it('gives every card a title, description, urgency label, colour, features, social proof and testimonial', () => {
    expect(cards().map((c) => c.className.split(' ')[1])).toEqual(services.map((s) => `offer-card--${s.color}`));
    for (const card of cards()) {
      expect(textOf(card.querySelector('h2'))).not.toBe('');
      expect(textOf(card.querySelector('.offer-card__description'))).not.toBe('');
      expect(textOf(card.querySelector('.offer-card__urgency'))).not.toBe('');
      expect(card.querySelectorAll('.offer-card__features li').length).toBeGreaterThanOrEqual(3);
      expect(textOf(card.querySelector('.offer-card__proof'))).not.toBe('');
      expect(textOf(card.querySelector('blockquote'))).not.toBe('');
      expect(card.getAttribute('aria-labelledby')).toBe(card.querySelector('h2')!.id);
    }
  });

  it('links both pricing pages, calls to action to /website-checker then, last, /contact', () => {
    const hrefs = [...page.doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/website-pricing');
    expect(hrefs).toContain('/devops-pricing');
    expect(page.doc.querySelector('.checker-callout a')!.getAttribute('href')).toBe('/website-checker');
    expect(page.doc.querySelector('.cta-band a.button--accent')!.getAttribute('href')).toBe('/contact');
    expect(hrefs.indexOf('/website-checker')).toBeLessThan(hrefs.lastIndexOf('/contact'));
  });

  it('shows the required marketing claims it repeats', () => {
    const text = textOf(page.doc.body);
    const sla = `${facts.factText('uptime-sla')} ${facts.fact('uptime-sla').label}`;
    for (const claim of ['30-day money back', '30-minute response', sla, '24/7 support']) expect(text).toContain(claim);
  });

  it('describes each service with its offer in JSON-LD', () => {
    const [list] = page.structured('ItemList');
    const items = (
      list!.itemListElement as { item: { name: string; offers: { price: string; priceCurrency: string } } }[]
    ).map((e) => e.item);
    expect(items.map((i) => i.name)).toEqual(services.map((s) => s.title));
    expect(items.map((i) => i.offers.price)).toEqual(services.map((s) => String(facts.offer(s.offer).price)));
    expect(items.every((i) => i.offers.priceCurrency === facts.currency)).toBe(true);
  });

  it('drops the countdown and the urgency labels when front matter switches them off', () => {
    const calm = renderRoute(site, '/services', (data) => ({
      ...data,
      countdown: { ...(data.countdown as object), enabled: false },
      cards: { ...(data.cards as object), showUrgency: false },
    }));
    expect(calm.doc.querySelector('[data-enhance~="countdown"]')).toBeNull();
    expect(calm.doc.querySelector('.offer-card__spots, .offer-card__urgency')).toBeNull();
    expect(calm.doc.querySelectorAll('article.offer-card')).toHaveLength(5);
  });
});
