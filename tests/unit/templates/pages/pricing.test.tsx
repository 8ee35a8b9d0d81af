import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../../../cli/build/load-site';
import { loadContentSite, renderContentRoute, textOf, type RenderedRoute } from '../../../support/content-pages';

let site: LoadedSite;
beforeAll(async () => {
  site = await loadContentSite();
});

const all = (page: RenderedRoute, selector: string) => [...page.doc.querySelectorAll(selector)].map(textOf);
const cardField = (page: RenderedRoute, selector: string) =>
  [...page.doc.querySelectorAll('.price-card')].map((card) => textOf(card.querySelector(selector)));

function expectCommonParts(page: RenderedRoute, crumb: string) {
  expect(page.doc.querySelectorAll('h1')).toHaveLength(1);
  expect(all(page, 'nav[aria-label="Breadcrumb"] li')).toEqual(['Home', 'Services', crumb]);
  const buttons = [...page.doc.querySelectorAll('.price-card__cta, .waiting-cost a, .cta-band a.button--accent')].map((a) => a.getAttribute('href'));
  expect(new Set(buttons)).toEqual(new Set(['/contact']));
}

describe('/website-pricing (spec document 1, 2.12 and 9)', () => {
  let page: RenderedRoute;
  beforeAll(() => {
    page = renderContentRoute(site, '/website-pricing');
  });

  it('has a countdown from 604800 s (7 days) shown as days, hours and minutes', () => {
    const timer = page.doc.querySelector('[role="timer"]')!;
    expect(timer.getAttribute('data-countdown-start')).toBe('604800');
    expect(timer.getAttribute('data-countdown-format')).toBe('days');
    expect(all(page, '[data-countdown-part]')).toEqual(['07', '00', '00']);
  });

  it('has the stats row', () => {
    expect(all(page, '.pricing-stats dd')).toEqual(['312%', '127+', '$12.8M', '4.9/5']);
    expect(all(page, '.pricing-stats dt')[0]).toBe('average lead increase');
  });

  it('has the three packages with their prices, savings, pages and support', () => {
    expect(cardField(page, '.price-card__name')).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(cardField(page, '.price-card__amount')).toEqual(['$2,999', '$4,999', '$8,999']);
    expect(cardField(page, 's')).toEqual(['$8,000', '$15,000', '$25,000']);
    expect(cardField(page, '.price-card__saving')).toEqual(['Save 62%', 'Save 67%', 'Save 64%']);
    const features = [...page.doc.querySelectorAll('.price-card')].map((card) => textOf(card.querySelector('.check-list')));
    expect(features[0]).toContain('5 custom-designed pages');
    expect(features[0]).toContain('3 months of support');
    expect(features[1]).toContain('Up to 15 custom-designed pages');
    expect(features[1]).toContain('6 months of support');
    expect(features[1]).toContain('E-commerce available as a $1,500 add-on');
    expect(features[2]).toContain('Unlimited pages');
    expect(features[2]).toContain('12 months of support');
  });

  it("marks Professional most popular ('89% choose it') and computes the scarcity labels", () => {
    expect(page.doc.querySelectorAll('.price-card--popular')).toHaveLength(1);
    expect(textOf(page.doc.querySelector('.price-card--popular .price-card__name'))).toBe('Professional');
    expect(textOf(page.doc.querySelector('.price-card--popular .price-card__badge'))).toContain('89% choose it');
    expect(cardField(page, '.price-card__scarcity')).toEqual(['5 spots available', 'Only 3 spots left', '3 spots available']);
  });

  it('has the four-step process with its durations and six why-choose-us cards', () => {
    expect(all(page, '.process-steps__duration')).toEqual(['Typical duration: 1-2 days', 'Typical duration: 3-5 days', 'Typical duration: 7-14 days', 'Typical duration: 1-2 days']);
    expect(page.doc.querySelectorAll('.pricing-cards .icon-card')).toHaveLength(6);
    expectCommonParts(page, 'Website Pricing');
  });

  it('lists the packages as offers of one Service in JSON-LD', () => {
    const [service] = page.structured('Service');
    expect((service!.offers as { name: string; price: string }[]).map((o) => `${o.name} ${o.price}`)).toEqual(['Starter 2999', 'Professional 4999', 'Enterprise 8999']);
  });

  it('drops the scarcity labels and the countdown when front matter switches them off', () => {
    const calm = renderContentRoute(site, '/website-pricing', (data) => ({
      ...data,
      countdown: { ...(data.countdown as object), enabled: false },
      sections: (data.sections as { type: string }[]).map((s) => (s.type === 'website-packages' ? { ...s, showScarcity: false } : s)),
    }));
    expect(calm.doc.querySelector('.price-card__scarcity, [role="timer"]')).toBeNull();
  });
});

describe('/devops-pricing (spec document 1, 2.13 and 9)', () => {
  let page: RenderedRoute;
  beforeAll(() => {
    page = renderContentRoute(site, '/devops-pricing');
  });

  it('has a countdown from 432000 s (5 days)', () => {
    expect(page.doc.querySelector('[role="timer"]')!.getAttribute('data-countdown-start')).toBe('432000');
    expect(all(page, '[data-countdown-part]')).toEqual(['05', '00', '00']);
  });

  it('has the cost table, each saving computed from current and optimized', () => {
    const rows = [...page.doc.querySelectorAll('.cost-table tbody tr')].map((tr) => [...tr.children].map(textOf));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const [, current, optimized, saving] of rows) {
      const n = (s: string) => Number(s.replace(/[$,]/g, ''));
      const amount = n(current!) - n(optimized!);
      expect(saving).toBe(`$${amount.toLocaleString('en-US')} (${Math.round((amount / n(current!)) * 100)}%)`);
    }
    expect(rows[0]).toEqual(['AWS startup stack (EC2, RDS, S3)', '$4,800', '$2,500', '$2,300 (48%)']);
    expect(page.doc.querySelectorAll('.cost-table thead th[scope="col"]')).toHaveLength(4);
  });

  it('has the stats', () => {
    expect(all(page, '.pricing-stats dd')).toEqual(['$2.4M', '47%', '99.99%', '0']);
  });

  it('has the three plans with prices, savings, monthly savings and payback', () => {
    expect(cardField(page, '.price-card__name')).toEqual(['Infrastructure Audit', 'DevOps Transformation', 'Managed DevOps']);
    expect(cardField(page, '.price-card__amount')).toEqual(['$999', '$2,999', '$1,999']);
    expect(cardField(page, 's')).toEqual(['$3,000', '$8,000', '$5,000']);
    expect(cardField(page, '.price-card__saving')).toEqual(['Save 67%', 'Save 62%', 'Save 60%']);
    expect(cardField(page, '.price-card__period')).toEqual(['', '', '/month']);
    const facts = [...page.doc.querySelectorAll('.price-card')].map((card) => [...card.querySelectorAll('.price-card__facts dd')].map(textOf));
    expect(facts).toEqual([
      ['$1,500', '1 month'],
      ['$2,400', '6 weeks'],
      ['$3,200', '3 weeks'],
    ]);
  });

  it("has the 'What We Optimize' cards and the every-day-you-wait box with derived figures", () => {
    expect(textOf(page.doc.querySelector('.pricing-cards h2'))).toBe('What we optimize');
    expect(page.doc.querySelectorAll('.pricing-cards .icon-card').length).toBeGreaterThanOrEqual(4);
    expect(all(page, '.waiting-cost dd')).toEqual(['$144', '$4,320', '$51,840']);
    expectCommonParts(page, 'DevOps Pricing');
  });

  it('drops the every-day-you-wait box when front matter switches it off', () => {
    const calm = renderContentRoute(site, '/devops-pricing', (data) => ({
      ...data,
      sections: (data.sections as { type: string }[]).map((s) => (s.type === 'waiting-cost' ? { ...s, enabled: false } : s)),
    }));
    expect(calm.doc.querySelector('.waiting-cost')).toBeNull();
    expect(calm.doc.querySelectorAll('.price-card')).toHaveLength(3);
  });

  it('prices Managed DevOps per month in JSON-LD', () => {
    const offers = page.structured('Service')[0]!.offers as Record<string, unknown>[];
    expect(offers.map((o) => o.price)).toEqual(['999', '2999', '1999']);
    expect(offers[2]!.priceSpecification).toMatchObject({ unitCode: 'MON', priceCurrency: 'USD' });
    expect(offers[0]!.priceSpecification).toBeUndefined();
  });
});
