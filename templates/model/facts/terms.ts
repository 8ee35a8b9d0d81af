import type { Facts } from './facts';

/** Terms every site has, made from another home: the currency the offers are priced in. */
const DERIVED_TERMS: Readonly<Record<string, (facts: Facts) => string>> = {
  currency: (facts) => currencyName(facts.currency),
};

/** The ids `:term[...]` may name: company.yaml's terms and the derived ones. */
export function termIds(facts: Facts): string[] {
  return [...Object.keys(DERIVED_TERMS), ...facts.data.company.terms.map((term) => term.id)];
}

/** A term as prose continues with it (its id must be one of termIds). */
export function termText(facts: Facts, id: string): string {
  const derived = DERIVED_TERMS[id];
  return derived ? derived(facts) : facts.term(id).text;
}

/** USD -> "US dollars", CAD -> "Canadian dollars": the plural name English prose uses. */
export function currencyName(code: string): string {
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'name',
  }).formatToParts(2);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}
