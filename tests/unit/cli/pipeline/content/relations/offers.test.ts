import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../../../../cli/errors';
import { checkIncludedOffers } from '../../../../../../cli/pipeline/content/relations/included-offers';
import { checkSameScope } from '../../../../../../cli/pipeline/content/relations/same-scope';
import { lineOf, relationSite } from '../../../../../support/relation-site';

/** A catalog of made-up offers, one YAML line each. */
const offers = (...lines: string[]) => `catalog:\n${lines.map((line) => `  - ${line}`).join('\n')}\n`;
const starter =
  '{ id: starter, name: Starter, scope: 5-page website, price: 2999, originalPrice: 8000, period: one-time, includes: [5 pages] }';

describe('one scope and price, one offer', () => {
  const check = (text: string) => checkSameScope(relationSite({ offers: text })).map(formatProblem);

  it('pass for offers of other scopes or prices, and offers that state no scope', () => {
    const text = offers(
      starter,
      '{ id: growth, name: Growth, scope: 8-page website, price: 2999, originalPrice: 8000, period: one-time, includes: [8 pages] }',
      '{ id: pro, name: Pro, scope: 5-page website, price: 4999, originalPrice: 15000, period: one-time, includes: [5 pages] }',
      '{ id: other, name: Other, price: 2999, period: one-time, includes: [A thing] }',
    );
    expect(check(text)).toEqual([]);
  });

  it('fail at the second of two offers selling one scope at one price, naming the first and both regular prices', () => {
    const text = offers(
      starter,
      '{ id: presence, name: Presence, scope: 5-Page  Website, price: 2999, originalPrice: 7500, period: one-time, includes: [5 pages for firms] }',
    );
    expect(check(text)).toEqual([
      expect.stringContaining(
        `content/data/offers.yaml:${lineOf(text, 'id: presence')} catalog[1].scope: presence sells the same scope ("5-Page  Website") at the same price ($2,999) as starter (content/data/offers.yaml:${lineOf(text, 'id: starter')}), regularly $8,000 and $7,500`,
      ),
    ]);
  });
});

describe('an offer that includes another costs at least as much', () => {
  const check = (text: string) => checkIncludedOffers(relationSite({ offers: text })).map(formatProblem);
  const audit = '{ id: audit, name: Audit, price: 999, originalPrice: 3000, period: one-time, includes: [A review] }';
  const optimization =
    '{ id: optimization, name: Optimization, price: 1999, originalPrice: 10000, period: one-time, includes: [{ offer: audit }] }';

  it('pass when it costs more, now and at its regular price', () => {
    expect(check(offers(audit, optimization))).toEqual([]);
  });

  it("fail at the include when it is cheaper at its regular price, naming the included offer's line", () => {
    const text = offers(
      audit,
      optimization,
      '{ id: transformation, name: Transformation, price: 2999, originalPrice: 8000, period: one-time, includes: [{ offer: optimization, note: the savings implemented }, IaC] }',
    );
    const problems = check(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `content/data/offers.yaml:${lineOf(text, 'id: transformation')} catalog[2].includes[0].offer: transformation includes everything in optimization but costs less: regularly $8,000 against regularly $10,000 (content/data/offers.yaml:${lineOf(text, 'id: optimization')})`,
    );
  });

  it('fail when it is cheaper now, and when it is paid in another period', () => {
    const text = offers(
      audit,
      '{ id: cheap, name: Cheap, price: 499, period: one-time, includes: [{ offer: audit }] }',
      '{ id: monthly, name: Monthly, price: 1999, period: month, includes: [{ offer: audit }] }',
    );
    expect(check(text)).toEqual([
      expect.stringContaining('cheap includes everything in audit but costs less: $499 against $999'),
      expect.stringContaining(
        'cheap includes everything in audit but costs less: regularly $499 against regularly $3,000',
      ),
      expect.stringContaining('monthly (month) includes audit, priced one-time'),
    ]);
  });
});
