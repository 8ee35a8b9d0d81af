import { beforeAll, describe, expect, it } from 'vitest';
import type { ThisSite } from '../../../support/this-site';
import type { PricingSection } from '../../../../templates/components/PricingSection';
import type { Facts } from '../../../../templates/model/facts/facts';
import { offerView, type OfferView } from '../../../../templates/model/facts/offer-view';
import { formatPrice } from '../../../../templates/model/format';
import { computeCostSaving } from '../../../../templates/model/offers/cost-saving';
import { packageScarcity } from '../../../../templates/model/offers/scarcity';
import type { Offers } from '../../../../templates/model/data/offers';
import { computeWaitingCost } from '../../../../templates/model/offers/waiting-cost';
import { loadContentSite, siteFacts, textOf } from '../../../support/content-pages';
import { type RenderedRoute, renderRoute } from '../../../support/render-route';

let site: ThisSite;
let offers: Offers;
let facts: Facts;
beforeAll(async () => {
  site = await loadContentSite();
  offers = site.collections.offers;
  facts = siteFacts(site);
});

const all = (page: RenderedRoute, selector: string) => [...page.doc.querySelectorAll(selector)].map(textOf);
/** One field of every price card, or only of those inside `within` (a section's class). */
const cardField = (page: RenderedRoute, selector: string, within = '') =>
  [...page.doc.querySelectorAll(`${within} .price-card`)].map((card) => textOf(card.querySelector(selector)));
/** The views of a group's offers (the catalog's prices, formatted), and one field of each. */
const views = (group: readonly { offer: string }[]) => group.map((card) => offerView(facts.offer(card.offer)));
const field = (group: readonly { offer: string }[], key: keyof OfferView) =>
  views(group).map((view) => String(view[key] ?? ''));
/** The page's sections of one type, as its front matter lists them. */
function sectionOf<T extends PricingSection['type']>(route: string, type: T): Extract<PricingSection, { type: T }> {
  const data = site.pages.find((p) => p.route === route)!.data as { sections: PricingSection[] };
  return data.sections.find((s): s is Extract<PricingSection, { type: T }> => s.type === type)!;
}
/** A stats section's figures and labels, from the company facts it names. */
const statsOf = (route: string) =>
  sectionOf(route, 'stats').stats.map((s) => [facts.factText(s.fact), facts.fact(s.fact).label]);

function expectCommonParts(page: RenderedRoute, crumb: string) {
  expect(page.doc.querySelectorAll('h1')).toHaveLength(1);
  expect(all(page, 'nav[aria-label="Breadcrumb"] li')).toEqual(['Home', 'Services', crumb]);
  const buttons = [...page.doc.querySelectorAll('.price-card__cta, .waiting-cost a, .cta-band a.button--accent')].map(
    (a) => a.getAttribute('href'),
  );
  expect(new Set(buttons)).toEqual(new Set(['/contact']));
}

describe('/website-pricing', () => {
  let page: RenderedRoute;
  beforeAll(() => {
    page = renderRoute(site, '/website-pricing');
  });

  it('has a countdown to the end of the site’s weekly price promotion, shown as days, hours and minutes', () => {
    const timer = page.doc.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('data-countdown-every')).toBe('604800');
    expect(timer.getAttribute('data-countdown-format')).toBe('days');
    expect(all(page, '[data-countdown-part]')).toEqual(['07', '00', '00']);
  });

  it('has the stats row, from the company facts', () => {
    const stats = statsOf('/website-pricing');
    expect(stats.length).toBeGreaterThanOrEqual(3);
    expect(all(page, '.pricing-stats dd')).toEqual(stats.map(([value]) => value));
    expect(all(page, '.pricing-stats dt')).toEqual(stats.map(([, label]) => label));
  });

  it('has the packages with the prices, savings and features of their offers', () => {
    const packages = offers.websitePackages;
    expect(packages.length).toBeGreaterThanOrEqual(2);
    expect(cardField(page, '.price-card__name')).toEqual(field(packages, 'name'));
    expect(cardField(page, '.price-card__amount')).toEqual(field(packages, 'price'));
    expect(cardField(page, 's')).toEqual(field(packages, 'originalPrice'));
    expect(cardField(page, '.price-card__saving')).toEqual(field(packages, 'savings').map((s) => `Save ${s}`));
    const features = [...page.doc.querySelectorAll('.price-card')].map((card) =>
      [...card.querySelectorAll('.check-list:not(.check-list--no) li')].map(textOf),
    );
    expect(features).toEqual(views(packages).map((view) => view.features));
  });

  it('signs each client quote with the name and company of the person', () => {
    const signed = offers.websitePackages
      .map((p) => facts.person(p.testimonial.person))
      .map((person) => `${person.name}, ${person.company}`);
    expect(all(page, '.package-quote figcaption')).toEqual(signed);
  });

  it('marks the popular package with its badge and computes the scarcity labels', () => {
    const popular = offers.websitePackages.filter((p) => p.popular);
    expect(popular).toHaveLength(1);
    expect(page.doc.querySelectorAll('.price-card--popular')).toHaveLength(1);
    expect(textOf(page.doc.querySelector('.price-card--popular .price-card__name'))).toBe(
      facts.offer(popular[0]!.offer).name,
    );
    expect(textOf(page.doc.querySelector('.price-card--popular .price-card__badge'))).toBe(popular[0]!.badge);
    expect(cardField(page, '.price-card__scarcity')).toEqual(
      offers.websitePackages.map((p) => packageScarcity(facts.spots(p.offer) as number, p.popular ?? false)),
    );
  });

  it('has the process with its durations and the why-choose-us cards', () => {
    const process = sectionOf('/website-pricing', 'process');
    expect(all(page, '.process-steps__duration')).toEqual(
      process.steps.map((s) => `${process.durationLabel}: ${s.duration}`),
    );
    expect(page.doc.querySelectorAll('.pricing-cards .icon-card')).toHaveLength(
      sectionOf('/website-pricing', 'cards').items.length,
    );
    expectCommonParts(page, 'Website Pricing');
  });

  it('lists the packages as offers of one Service in JSON-LD', () => {
    const [service] = page.structured('Service');
    const expected = offers.websitePackages.map((p) => facts.offer(p.offer)).map((o) => `${o.name} ${o.price}`);
    expect((service!.offers as { name: string; price: string }[]).map((o) => `${o.name} ${o.price}`)).toEqual(expected);
  });

  it('drops the scarcity labels and the countdown when front matter switches them off', () => {
    const calm = renderRoute(site, '/website-pricing', (data) => ({
      ...data,
      countdown: { ...(data.countdown as object), enabled: false },
      sections: (data.sections as { type: string }[]).map((s) =>
        s.type === 'website-packages' ? { ...s, showScarcity: false } : s,
      ),
    }));
    expect(calm.doc.querySelector('.price-card__scarcity, [role="timer"]')).toBeNull();
  });
});

describe('/devops-pricing', () => {
  let page: RenderedRoute;
  beforeAll(() => {
    page = renderRoute(site, '/devops-pricing');
  });

  it('has a countdown to the same end of the price promotion as the other pricing pages', () => {
    expect(page.doc.querySelector('[role="timer"]')!.getAttribute('data-countdown-every')).toBe(
      String(facts.data.offers.promotion?.every),
    );
    expect(all(page, '[data-countdown-part]')).toEqual(['07', '00', '00']);
  });

  it('has the cost table, each saving computed from current and optimized', () => {
    const rows = [...page.doc.querySelectorAll('.cost-table tbody tr')].map((tr) => [...tr.children].map(textOf));
    expect(rows).toEqual(
      offers.cloudCostComparison.map((row) => {
        const saving = computeCostSaving(row.current, row.optimized);
        return [
          row.provider,
          formatPrice(row.current),
          formatPrice(row.optimized),
          `${formatPrice(saving.amount)} (${saving.percent}%)`,
        ];
      }),
    );
    expect(page.doc.querySelectorAll('.cost-table thead th[scope="col"]')).toHaveLength(4);
  });

  it('has the stats, from the company facts', () => {
    expect(all(page, '.pricing-stats dd')).toEqual(statsOf('/devops-pricing').map(([value]) => value));
  });

  it('has the plans with the prices and savings of their offers, monthly savings and payback', () => {
    const plans = offers.devopsPlans;
    const within = '.pricing-devops-plans';
    expect(cardField(page, '.price-card__name', within)).toEqual(field(plans, 'name'));
    expect(cardField(page, '.price-card__amount', within)).toEqual(field(plans, 'price'));
    expect(cardField(page, 's', within)).toEqual(field(plans, 'originalPrice'));
    expect(cardField(page, '.price-card__saving', within)).toEqual(field(plans, 'savings').map((s) => `Save ${s}`));
    expect(cardField(page, '.price-card__period', within)).toEqual(field(plans, 'period'));
    const figures = [...page.doc.querySelectorAll(`${within} .price-card`)].map((card) =>
      [...card.querySelectorAll('.price-card__facts dd')].map(textOf),
    );
    expect(figures).toEqual(plans.map((p) => [formatPrice(p.monthlySavings), p.payback]));
  });

  it("lists the fixed-price projects other pages show with a price, each with its offer's prices", () => {
    const { cards } = sectionOf('/devops-pricing', 'offers');
    const within = '.pricing-offers';
    expect(cardField(page, '.price-card__name', within)).toEqual(field(cards, 'name'));
    expect(cardField(page, '.price-card__amount', within)).toEqual(field(cards, 'price'));
    expect(cardField(page, 's', within)).toEqual(field(cards, 'originalPrice'));
  });

  it("has the 'What We Optimize' cards and the every-day-you-wait box with derived figures", () => {
    // A quoted label reads exactly as quoted, capitals included.
    expect(sectionOf('/devops-pricing', 'cards').heading).toBe('What We Optimize');
    expect(textOf(page.doc.querySelector('.pricing-cards h2'))).toBe(sectionOf('/devops-pricing', 'cards').heading);
    expect(page.doc.querySelectorAll('.pricing-cards .icon-card').length).toBeGreaterThanOrEqual(4);
    const cost = computeWaitingCost(sectionOf('/devops-pricing', 'waiting-cost').daily);
    expect(all(page, '.waiting-cost dd')).toEqual([cost.day, cost.month, cost.year].map(formatPrice));
    expectCommonParts(page, 'DevOps Pricing');
  });

  it('drops the every-day-you-wait box when front matter switches it off', () => {
    const calm = renderRoute(site, '/devops-pricing', (data) => ({
      ...data,
      sections: (data.sections as { type: string }[]).map((s) =>
        s.type === 'waiting-cost' ? { ...s, enabled: false } : s,
      ),
    }));
    expect(calm.doc.querySelector('.waiting-cost')).toBeNull();
    expect(calm.doc.querySelectorAll('.pricing-devops-plans .price-card')).toHaveLength(offers.devopsPlans.length);
  });

  it('prices a monthly plan per month in JSON-LD', () => {
    const listed = page.structured('Service')[0]!.offers as Record<string, unknown>[];
    // The plans, then the fixed-price projects: every offer the page prices.
    const plans = [...offers.devopsPlans, ...sectionOf('/devops-pricing', 'offers').cards].map((p) =>
      facts.offer(p.offer),
    );
    expect(listed.map((o) => o.price)).toEqual(plans.map((o) => String(o.price)));
    expect(plans.some((o) => o.period === 'month')).toBe(true);
    plans.forEach((offer, i) => {
      if (offer.period === 'month')
        expect(listed[i]!.priceSpecification).toMatchObject({ unitCode: 'MON', priceCurrency: facts.currency });
      else expect(listed[i]!.priceSpecification).toBeUndefined();
    });
  });
});
