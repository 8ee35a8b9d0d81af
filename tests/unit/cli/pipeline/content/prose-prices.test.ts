import { describe, expect, it } from 'vitest';
import { priceContradictions, type PricedOffer } from '../../../../../cli/pipeline/content';

const catalog: PricedOffer[] = [
  { id: 'starter', name: 'Starter', price: 2999, originalPrice: 8000, aliases: ['Starter website'] },
  { id: 'pro', name: 'Professional', price: 4999, originalPrice: 15000 },
  { id: 'audit', name: 'Infrastructure Audit', price: 999 },
  { id: 'managed', name: 'Managed DevOps', price: 1999, period: 'month' },
];
const wrong = (text: string, heading?: string) =>
  priceContradictions(text, catalog, heading).map(({ offer, kind, amount }) => `${offer.id} ${kind} ${amount}`);

describe('a price typed into prose is read from every sentence that names an offer', () => {
  it.each([
    ['Our Starter website package is only $1,999.'],
    ['The Starter package costs $1,999.'],
    ['Get the Starter package for just $1,999 this week.'],
    ['We build the Starter package at $1,999.'],
    ['The Starter package is priced at $1,999.'],
    ['$1,999 buys you the Starter package.'],
    ['Our starter website is $1,999.'],
    ['Book an infrastructure audit for $1,299 today.'],
  ])('%j gives the offer another price', (sentence) => {
    expect(wrong(sentence)).toHaveLength(1);
    expect(wrong(sentence)[0]).toMatch(/^(starter|audit) price \$1,[29]99$/);
  });

  it('reads the regular price where the words say so, against the offer’s own', () => {
    expect(wrong('The Starter package, regularly $7,500, is now $2,999.')).toEqual(['starter regular $7,500']);
    expect(wrong('The Starter package was $8,000 and is now $2,999.')).toEqual([]);
    expect(wrong('The Infrastructure Audit, normally $3,000, is $999.')).toEqual(['audit regular $3,000']);
  });

  it('leaves another kind of price alone: an add-on, a saving, a bound, another period, another offer’s', () => {
    expect(wrong('The Professional package takes e-commerce as a $1,500 add-on.')).toEqual([]);
    expect(wrong('The Starter package saves you $5,001 on an agency build.')).toEqual([]);
    expect(wrong('With the Infrastructure Audit, clients save up to $4,000 a month.')).toEqual([]);
    expect(wrong('The Starter package is $2,999 and the Professional package $4,999.')).toEqual([]);
    expect(wrong('Managed DevOps is $1,999 per month.')).toEqual([]);
    expect(wrong('Managed DevOps is $2,500/month.')).toEqual(['managed price $2,500']);
    expect(wrong('The Starter package is $2,999 and the Professional package $3,999.')).toEqual(['pro price $3,999']);
  });

  it('a heading that is exactly the offer’s name prices the sentences under it that name no offer', () => {
    expect(wrong('Five pages, live in two weeks, for $1,999.', 'Starter')).toEqual(['starter price $1,999']);
    expect(wrong('Five pages for $2,999.', 'starter website')).toEqual([]);
    expect(wrong('Five pages for $1,999.', 'Starter websites for bakeries')).toEqual([]);
  });

  it('a one-word name counts only as the offer’s, not as the word', () => {
    expect(wrong('A starter budget is $1,000.')).toEqual([]);
    expect(wrong('Starter kits cost $1,000.')).toEqual([]);
  });
});
