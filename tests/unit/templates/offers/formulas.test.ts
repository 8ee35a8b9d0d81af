import { describe, expect, it } from 'vitest';
import { discountPercent, parsePrice } from '../../../../templates/format';
import { computeCostSaving } from '../../../../templates/offers/cost-saving';
import { displayedSaving, isStatedSaving } from '../../../../templates/offers/saving';
import { packageScarcity, POPULAR_SCARCITY, spotsLeftLabel } from '../../../../templates/offers/scarcity';
import { computeWaitingCost, DAYS_PER_MONTH, DAYS_PER_YEAR } from '../../../../templates/offers/waiting-cost';

describe('scarcity labels (spec document 1, 9, "Website packages")', () => {
  it("says 'Only 3 spots left' on the popular plan and '5 minus index spots available' on the others", () => {
    expect(POPULAR_SCARCITY).toBe('Only 3 spots left');
    expect(packageScarcity(0, false)).toBe('5 spots available');
    expect(packageScarcity(1, true)).toBe('Only 3 spots left');
    expect(packageScarcity(2, false)).toBe('3 spots available');
    expect(packageScarcity(3, false)).toBe('2 spots available');
    expect(packageScarcity(4, false)).toBe('1 spot available');
    expect(packageScarcity(0, true)).toBe('Only 3 spots left');
  });

  it('counts the spots left on the services cards', () => {
    expect(spotsLeftLabel(3)).toBe('Only 3 spots left');
    expect(spotsLeftLabel(7)).toBe('Only 7 spots left');
    expect(spotsLeftLabel(1)).toBe('Only 1 spot left');
  });
});

describe('savings', () => {
  // Every priced offer of spec document 1, 9: [price, original, saving the spec states].
  const SPEC_OFFERS: [string, string, string][] = [
    ['$4,999', '$15,000', '67%'],
    ['$5,999', '$12,000', '50%'],
    ['$899', '$3,000', '70%'],
    ['$8,999', '$18,000', '50%'],
    ['$2,999', '$8,000', '62%'],
    ['$8,999', '$25,000', '64%'],
    ['$999', '$3,000', '67%'],
    ['$1,999', '$5,000', '60%'],
  ];

  it.each(SPEC_OFFERS)('%s, was %s: the stated %s is the discount rounded up or down', (price, original, stated) => {
    expect(isStatedSaving(stated, price, original)).toBe(true);
  });

  it('computes the same saving as the spec everywhere except $2,999 on $8,000, which the spec rounds down', () => {
    const computed = SPEC_OFFERS.map(([p, o]) => `${discountPercent(parsePrice(p)!, parsePrice(o)!)}%`);
    expect(computed).toEqual(['67%', '50%', '70%', '50%', '63%', '64%', '67%', '60%']);
    expect(displayedSaving('$2,999', '$8,000', '62%')).toBe('62%');
    expect(displayedSaving('$2,999', '$8,000')).toBe('63%');
    expect(displayedSaving('Free', '$8,000')).toBeUndefined();
    expect(displayedSaving('$2,999', undefined)).toBeUndefined();
  });

  it('refuses a stated saving the prices do not give', () => {
    expect(isStatedSaving('26%', '$2,999', '$8,000')).toBe(false);
    expect(isStatedSaving('64%', '$2,999', '$8,000')).toBe(false);
    expect(isStatedSaving('10%', '$9,000', '$8,000')).toBe(false);
  });
});

describe('the cost of waiting (spec document 1, 2.13)', () => {
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
