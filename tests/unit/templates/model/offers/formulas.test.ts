import { describe, expect, it } from 'vitest';
import { offerView, savingText } from '../../../../../templates/model/facts/offer-view';
import { discountPercent } from '../../../../../templates/model/format';
import { computeCostSaving } from '../../../../../templates/model/offers/cost-saving';
import { packageScarcity, spotsByOffer, spotsLeftLabel } from '../../../../../templates/model/offers/scarcity';
import { computeWaitingCost, DAYS_PER_MONTH, DAYS_PER_YEAR } from '../../../../../templates/model/offers/waiting-cost';
import { contentFacts } from '../../../../support/facts';

describe('spots left', () => {
  const offers = {
    catalog: [
      { id: 'starter', spots: undefined },
      { id: 'free', spots: 'by-day-of-month' as const },
      { id: 'cost', spots: 4 },
    ],
    services: [{ offer: 'pro' }, { offer: 'app' }, { offer: 'ops' }],
    websitePackages: [{ offer: 'starter' }, { offer: 'pro', popular: true }, { offer: 'enterprise' }],
  } as unknown as Parameters<typeof spotsByOffer>[0];

  it("gives each offer one count: packages '5 minus index', the popular one 3; services cards 3 on the first, 7 on the others", () => {
    expect(Object.fromEntries(spotsByOffer(offers))).toEqual({
      free: 'by-day-of-month',
      cost: 4,
      pro: 3,
      app: 7,
      ops: 7,
      starter: 5,
      enterprise: 3,
    });
  });

  it('writes them as the cards do', () => {
    expect(packageScarcity(5, false)).toBe('5 spots available');
    expect(packageScarcity(3, true)).toBe('Only 3 spots left');
    expect(packageScarcity(1, false)).toBe('1 spot available');
    expect(spotsLeftLabel(3)).toBe('Only 3 spots left');
    expect(spotsLeftLabel(1)).toBe('Only 1 spot left');
  });
});

describe('savings', () => {
  it('are computed for every offer of the catalog from its two prices, never typed', () => {
    const catalog = contentFacts().data.offers.catalog;
    for (const offer of catalog) {
      const view = offerView(contentFacts().offer(offer.id));
      if (typeof offer.price === 'number' && offer.originalPrice !== undefined)
        expect(view.savings, offer.id).toBe(`${discountPercent(offer.price, offer.originalPrice)}%`);
      else expect(view.savings, offer.id).toBeUndefined();
    }
    expect(catalog.some((offer) => offer.originalPrice !== undefined)).toBe(true);
  });

  it('round half up, and there is none without a regular price or for a price by quote', () => {
    expect(savingText({ price: 3749, originalPrice: 10000 })).toBe('63%');
    expect(savingText({ price: 3751, originalPrice: 10000 })).toBe('62%');
    expect(savingText({ price: 3749 })).toBeUndefined();
    expect(savingText({ price: 'quote', originalPrice: 10000 })).toBeUndefined();
  });
});

describe('the cost of waiting', () => {
  it('derives $4,320 a month and $51,840 a year from $144 a day (30 and 360 days)', () => {
    expect(DAYS_PER_MONTH).toBe(30);
    expect(DAYS_PER_YEAR).toBe(360);
    expect(computeWaitingCost(144)).toEqual({ day: 144, month: 4320, year: 51840 });
  });
});

describe('the cost table', () => {
  it('saves current minus optimized, as a whole share of the current bill', () => {
    expect(computeCostSaving(4800, 2500)).toEqual({ amount: 2300, percent: 48 });
    expect(computeCostSaving(950, 510)).toEqual({ amount: 440, percent: 46 });
    expect(computeCostSaving(200, 100)).toEqual({ amount: 100, percent: 50 });
    expect(computeCostSaving(0, 0)).toEqual({ amount: 0, percent: 0 });
  });
});
