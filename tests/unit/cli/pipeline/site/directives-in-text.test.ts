import { describe, expect, it } from 'vitest';
import { directiveTargets } from '../../../../../cli/pipeline/site';

describe('the fact directives of a text, as the relations read them', () => {
  it("names what each shows, as the site's directives say: an offer's price, another field, a term, a fact", () => {
    const text =
      'From :price[audit], :saving[audit] off, :offer[audit]{field=name}, :offer[plan]{field="originalPrice"}, ' +
      ':term[launch-time] and :fact[years] years; :note[x] and :price[] are no facts.';
    expect(directiveTargets(text)).toEqual([
      { kind: 'offer', id: 'audit', price: true },
      { kind: 'offer', id: 'audit', price: true },
      { kind: 'offer', id: 'audit', price: false },
      { kind: 'offer', id: 'plan', price: true },
      { kind: 'term', id: 'launch-time', price: false },
      { kind: 'fact', id: 'years', price: false },
    ]);
  });
});
