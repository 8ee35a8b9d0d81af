import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../support/this-site';
import type { Facts } from '../../../templates/model/facts/facts';
import { offerView } from '../../../templates/model/facts/offer-view';
import { discountPercent } from '../../../templates/model/format';
import { packageEventName, type LandingData } from '../../../templates/landing/landing-schema';
import { dataSet } from '../../support/content-copy';
import { loadContentSite, siteFacts, texts } from '../../support/content-pages';
import { renderRoute } from '../../support/render-route';

let site: ThisSite;
let facts: Facts;
beforeAll(async () => {
  site = await loadContentSite();
  facts = siteFacts(site);
});

const dataOf = (route: string) => site.pages.find((p) => p.route === route)!.data as LandingData;
const ROUTES = ['/startups', '/professional-services'];

describe.each(ROUTES)('%s packages', (route) => {
  it('shows each offer with its price, crossed-out regular price and the discount computed from both', () => {
    const cards = [...renderRoute(site, route).doc.querySelectorAll('.price-card')];
    const { cards: refs } = dataOf(route).packages;
    const packages = refs.map((card) => facts.offer(card.offer));
    // A card headed in the page's own words (`title`) names its offer under the heading.
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(
      refs.map((r, i) => r.title ?? packages[i]!.name),
    );
    expect(cards.map((c) => c.querySelector('.price-card__subtitle')?.textContent)).toEqual(
      refs.map((r, i) => (r.title ? `${packages[i]!.name} package` : undefined)),
    );
    packages.forEach((offer, i) => {
      const view = offerView(offer);
      expect(typeof offer.price === 'number' && offer.originalPrice !== undefined).toBe(true);
      const percent = discountPercent(offer.price as number, offer.originalPrice!);
      expect(cards[i]!.querySelector('.price-card__amount')?.textContent).toBe(view.price);
      expect(cards[i]!.querySelector('s')?.textContent).toBe(view.originalPrice);
      expect(cards[i]!.querySelector('.price-card__saving')?.textContent).toBe(`Save ${percent}%`);
      expect(
        [...cards[i]!.querySelectorAll('.check-list:not(.check-list--no) li')].map((li) => li.textContent),
      ).toEqual(view.features);
    });
  });

  it('marks the popular package most popular, and only it', () => {
    const popular = dataOf(route)
      .packages.cards.filter((card) => card.popular)
      .map((card) => facts.offer(card.offer).name);
    expect(popular).toHaveLength(1);
    expect(texts(renderRoute(site, route).doc, '.price-card--popular h3')).toEqual(popular);
  });

  it('shows each testimonial with the name, role and company of its person', () => {
    const who = dataOf(route)
      .testimonials.items.map((t) => facts.person(t.person))
      .map((p) => [p.name, `${p.role}, ${p.company}`]);
    const doc = renderRoute(site, route).doc;
    expect(
      [...doc.querySelectorAll('.testimonial__who')].map((el) => [...el.children].map((c) => c.textContent)),
    ).toEqual(who);
  });
});

describe('packageEventName', () => {
  it.each([
    ['MVP Launcher', 'package_mvp_launcher'],
    ['Growth Starter', 'package_growth_starter'],
    ['Lead Generation Pro', 'package_lead_generation_pro'],
    ['Scale-Ready!', 'package_scale_ready'],
  ])('%s -> %s', (name, event) => expect(packageEventName(name)).toBe(event));
});

describe.each([
  ['/startups', 'start_mvp', 'startup_hero', 'startup_pricing', 'View Startup Examples'],
  [
    '/professional-services',
    'start_professional',
    'professional_hero',
    'professional_pricing',
    'View Professional Portfolio',
  ],
])('%s', (route, heroEvent, heroSource, pricingSource, secondaryLabel) => {
  it('has the hero stats from the company facts, a tracked button to /contact and the portfolio button', () => {
    const doc = renderRoute(site, route).doc;
    const stats = dataOf(route).stats;
    expect(texts(doc, '.landing-hero dd')).toEqual(stats.map((s) => facts.factText(s.fact)));
    expect(texts(doc, '.landing-hero dt')).toEqual(stats.map((s) => facts.fact(s.fact).label));
    const primary = doc.querySelector('.landing-hero a[data-event]')!;
    expect([
      primary.getAttribute('href'),
      primary.getAttribute('data-event'),
      primary.getAttribute('data-event-source'),
    ]).toEqual(['/contact', heroEvent, heroSource]);
    const secondary = [...doc.querySelectorAll('.landing-hero a')].find((a) => a.textContent === secondaryLabel)!;
    expect(secondary.getAttribute('href')).toBe('/portfolio');
  });

  it('has four challenge cards, package buttons to /contact tracked per package, two testimonials and the booking widget', () => {
    const doc = renderRoute(site, route).doc;
    expect(doc.querySelectorAll('.challenge-card')).toHaveLength(4);
    expect(texts(doc, '.challenge-card__solution strong')).toEqual(Array(4).fill('Our solution:'));
    const buttons = [...doc.querySelectorAll('.price-card a')];
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(['/contact', '/contact', '/contact']);
    expect(buttons.map((b) => b.getAttribute('data-event-source'))).toEqual([
      pricingSource,
      pricingSource,
      pricingSource,
    ]);
    expect(buttons.map((b) => b.getAttribute('data-event'))).toEqual(
      texts(doc, '.price-card h3').map(packageEventName),
    );
    expect(doc.querySelectorAll('.testimonial')).toHaveLength(2);
    const island = doc.querySelector('[data-island="booking"]')!;
    const booking = dataSet('booking');
    expect(island.querySelector('[data-island-root] h2')?.textContent).toBe(booking.title);
    expect(texts(island, 'legend')).toEqual([booking.sessionsLegend, booking.slotsLegend]);
  });
});

describe('/professional-services only', () => {
  it('has the eight industry badges and three why-choose-us cards', () => {
    const doc = renderRoute(site, '/professional-services').doc;
    const { industries } = site.pages.find((p) => p.route === '/professional-services')!.data as LandingData & {
      industries: { items: string[] };
    };
    expect(industries.items).toHaveLength(8);
    expect(texts(doc, '.industries__list li')).toEqual(industries.items);
    expect(doc.querySelectorAll('.icon-card')).toHaveLength(3);
    const startups = renderRoute(site, '/startups').doc;
    expect(startups.querySelector('.industries')).toBeNull();
    expect(startups.querySelector('.icon-card')).toBeNull();
  });
});
