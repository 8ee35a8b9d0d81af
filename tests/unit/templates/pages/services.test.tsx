import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../../../cli/build/load-site';
import { loadContentSite, renderContentRoute, textOf, type RenderedRoute } from '../../../support/content-pages';

let site: LoadedSite;
let page: RenderedRoute;
beforeAll(async () => {
  site = await loadContentSite();
  page = renderContentRoute(site, '/services');
});

const cards = () => [...page.doc.querySelectorAll('article.offer-card')];

describe('/services (spec document 1, 2.5 and 9)', () => {
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

  it('has a countdown banner starting at 86400 s, shown as hh:mm:ss', () => {
    const timer = page.doc.querySelector('.countdown-banner [role="timer"]')!;
    expect(timer.getAttribute('data-countdown-start')).toBe('86400');
    expect(timer.getAttribute('data-countdown-format')).toBe('clock');
    expect(timer.getAttribute('aria-label')).toBeTruthy();
    expect(textOf(timer)).toBe('24:00:00');
  });

  it('lists the five service cards in order, with their links, prices, savings and spots', () => {
    expect(cards().map((c) => c.querySelector('a.offer-card__link')!.getAttribute('href'))).toEqual([
      '/services/website-development',
      '/technology-stacks',
      '/database-solutions',
      '/mobile-development',
      '/services/devops',
    ]);
    expect(cards().map((c) => textOf(c.querySelector('.price-card__amount')))).toEqual(['$4,999', '$5,999', '$899', '$8,999', '$2,999']);
    expect(cards().map((c) => textOf(c.querySelector('s')))).toEqual(['$15,000', '$12,000', '$3,000', '$18,000', '$8,000']);
    expect(cards().map((c) => textOf(c.querySelector('.price-card__saving')))).toEqual(['Save 67%', 'Save 50%', 'Save 70%', 'Save 50%', 'Save 62%']);
    expect(cards().map((c) => textOf(c.querySelector('.offer-card__spots')))).toEqual([
      'Only 3 spots left',
      'Only 7 spots left',
      'Only 7 spots left',
      'Only 7 spots left',
      'Only 7 spots left',
    ]);
  });

  it('gives every card a title, description, urgency label, colour, features, social proof and testimonial', () => {
    expect(cards().map((c) => c.className.split(' ')[1])).toEqual([
      'offer-card--blue',
      'offer-card--orange',
      'offer-card--green',
      'offer-card--purple',
      'offer-card--teal',
    ]);
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

  it('shows the marketing claims of spec 9 it repeats', () => {
    const text = textOf(page.doc.body);
    for (const claim of ['30-day money back', '30-minute response', '99.9% uptime SLA', '24/7 support']) expect(text).toContain(claim);
  });

  it('describes each service with its offer in JSON-LD', () => {
    const [list] = page.structured('ItemList');
    const items = (list!.itemListElement as { item: { name: string; offers: { price: string; priceCurrency: string } } }[]).map((e) => e.item);
    expect(items.map((i) => i.offers.price)).toEqual(['4999', '5999', '899', '8999', '2999']);
    expect(items.every((i) => i.offers.priceCurrency === 'USD')).toBe(true);
  });

  it('drops the countdown and the urgency labels when front matter switches them off', () => {
    const calm = renderContentRoute(site, '/services', (data) => ({
      ...data,
      countdown: { ...(data.countdown as object), enabled: false },
      cards: { ...(data.cards as object), showUrgency: false },
    }));
    expect(calm.doc.querySelector('[data-enhance~="countdown"]')).toBeNull();
    expect(calm.doc.querySelector('.offer-card__spots, .offer-card__urgency')).toBeNull();
    expect(calm.doc.querySelectorAll('article.offer-card')).toHaveLength(5);
  });
});
