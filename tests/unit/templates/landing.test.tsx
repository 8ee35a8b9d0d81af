import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedSite } from '../../../cli/build/load-site';
import { discountPercent } from '../../../templates/format';
import { packageEventName } from '../../../templates/landing/landing-schema';
import { loadRealSite, renderRoute, texts } from '../../support/content-pages';

let site: LoadedSite;
beforeAll(async () => {
  site = await loadRealSite();
});

type PackageRow = [name: string, price: string, original: string, priceNumber: number, originalNumber: number, expected: number];

/** Spec document 2, section 9, with the discount round((1 - price / original) x 100) worked out by hand. */
const PACKAGES: Record<string, PackageRow[]> = {
  '/startups': [
    ['MVP Launcher', '$1,999', '$5,000', 1999, 5000, 60],
    ['Growth Starter', '$2,999', '$8,000', 2999, 8000, 63],
    ['Scale Ready', '$4,999', '$15,000', 4999, 15000, 67],
  ],
  '/professional-services': [
    ['Professional Presence', '$2,999', '$7,500', 2999, 7500, 60],
    ['Lead Generation Pro', '$4,999', '$12,000', 4999, 12000, 58],
    ['Authority Builder', '$7,999', '$20,000', 7999, 20000, 60],
  ],
};

describe('package discounts (spec document 2, section 3 "Package")', () => {
  for (const [route, packages] of Object.entries(PACKAGES)) {
    it.each(packages)(`${route}: %s %s, was %s`, (name, price, original, priceNumber, originalNumber, expected) => {
      expect(discountPercent(priceNumber, originalNumber)).toBe(expected);
      const card = [...renderRoute(site, route).querySelectorAll('.price-card')].find((c) => c.querySelector('h3')?.textContent === name)!;
      expect(card.querySelector('.price-card__amount')?.textContent).toBe(price);
      expect(card.querySelector('s')?.textContent).toBe(original);
      expect(card.querySelector('.price-card__saving')?.textContent).toBe(`Save ${expected}%`);
    });
  }

  it('marks Growth Starter and Lead Generation Pro most popular, and only them', () => {
    expect(texts(renderRoute(site, '/startups'), '.price-card--popular h3')).toEqual(['Growth Starter']);
    expect(texts(renderRoute(site, '/professional-services'), '.price-card--popular h3')).toEqual(['Lead Generation Pro']);
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
  ['/startups', 'start_mvp', 'startup_hero', 'startup_pricing', ['7 days', '$500K+', '15+'], 'View Startup Examples'],
  ['/professional-services', 'start_professional', 'professional_hero', 'professional_pricing', ['300%', '25+', '14 days'], 'View Professional Portfolio'],
])('%s (spec document 2, 2.6 and 2.7)', (route, heroEvent, heroSource, pricingSource, stats, secondaryLabel) => {
  it('has the hero stats, a tracked button to /contact and the portfolio button', () => {
    const doc = renderRoute(site, route);
    expect(texts(doc, '.landing-hero dd')).toEqual(stats);
    const primary = doc.querySelector('.landing-hero a[data-event]')!;
    expect([primary.getAttribute('href'), primary.getAttribute('data-event'), primary.getAttribute('data-event-source')]).toEqual(['/contact', heroEvent, heroSource]);
    const secondary = [...doc.querySelectorAll('.landing-hero a')].find((a) => a.textContent === secondaryLabel)!;
    expect(secondary.getAttribute('href')).toBe('/portfolio');
  });

  it('has four challenge cards, package buttons to /contact tracked per package, two testimonials and the booking widget', () => {
    const doc = renderRoute(site, route);
    expect(doc.querySelectorAll('.challenge-card')).toHaveLength(4);
    expect(texts(doc, '.challenge-card__solution strong')).toEqual(Array(4).fill('Our solution:'));
    const buttons = [...doc.querySelectorAll('.price-card a')];
    expect(buttons.map((b) => b.getAttribute('href'))).toEqual(['/contact', '/contact', '/contact']);
    expect(buttons.map((b) => b.getAttribute('data-event-source'))).toEqual([pricingSource, pricingSource, pricingSource]);
    expect(buttons.map((b) => b.getAttribute('data-event'))).toEqual(texts(doc, '.price-card h3').map(packageEventName));
    expect(doc.querySelectorAll('.testimonial')).toHaveLength(2);
    const island = doc.querySelector('[data-island="booking"]')!;
    expect(island.querySelector('[data-island-root] h2')?.textContent).toBe('Book your free session');
    expect(texts(island, 'legend')).toEqual(['Choose a session', 'Preferred time']);
  });
});

describe('/professional-services only', () => {
  it('has the eight industry badges and three why-choose-us cards', () => {
    const doc = renderRoute(site, '/professional-services');
    expect(texts(doc, '.industries__list li')).toEqual(['Law Firms', 'Medical Practices', 'Consulting', 'Real Estate', 'Accounting', 'Insurance', 'Architecture', 'Engineering']);
    expect(doc.querySelectorAll('.icon-card')).toHaveLength(3);
    const startups = renderRoute(site, '/startups');
    expect(startups.querySelector('.industries')).toBeNull();
    expect(startups.querySelector('.icon-card')).toBeNull();
  });
});
