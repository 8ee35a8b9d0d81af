import type { PricedOffer } from '../../../kit/prices';

/** What a dollar amount in a sentence about an offer states. */
export type AmountKind = 'price' | 'regular' | 'other';

/** Words before an amount that make it the regular price: "regularly $8,000", "was $8,000", "normally $8,000". */
const REGULAR_BEFORE =
  /\b(?:regular(?:ly)?|normally|usually|originally|was|were|list price|instead of|down from|reduced from|valued at|worth)(?:\s+(?:price|priced|at|of|is|costs?))*[\s:]*$/i;
/** Words before an amount that make it something else: a saving, an extra, a sum lost, a bound. */
const OTHER_BEFORE =
  /\b(?:save|saves|saving|savings of|plus|extra|an extra|add|adds|deposit of|budget of|spend|spends|spent|lose|loses|losing|lost|waste|wastes|wasting|up to|over|under|less than|more than|about|around|roughly|nearly|almost)(?:\s+(?:you|them|us|clients|customers|businesses))?[\s:]*$/i;
/** Words after an amount that make it something else: a per-period or per-unit price, an add-on, a saving. */
const OTHER_AFTER =
  /^(?:\s*\/\s*[a-z]+|\s+(?:per|a|an|each)\s+[a-z]+|\s+(?:monthly|annually|yearly|add-on|addon|extra|off|saved|savings|in savings|deposit|discount|or more|or less|less|more))\b|^\+/i;
/** The period words that make an amount a monthly offer's own price. */
const MONTHLY = /^(?:\s*\/\s*mo(?:nth)?|\s+(?:per|a|each)\s+month|\s+monthly)\b/i;
const PER_PAGE = /^(?:\s*\/\s*page|\s+(?:per|a|each)\s+page)\b/i;

/**
 * Whether the amount at `[index, end)` of `sentence` is the offer's price, its regular price, or
 * another kind of price, by the words around it. A per-month figure is the price of an offer paid
 * monthly (and another kind of price for any other), a per-page figure likewise.
 */
export function amountKind(sentence: string, index: number, end: number, offer: PricedOffer): AmountKind {
  const before = sentence.slice(Math.max(0, index - 40), index);
  const after = sentence.slice(end, end + 30);
  if ((offer.period === 'month' && MONTHLY.test(after)) || (offer.period === 'per-page' && PER_PAGE.test(after)))
    return REGULAR_BEFORE.test(before) ? 'regular' : 'price';
  if (REGULAR_BEFORE.test(before)) return 'regular';
  if (OTHER_BEFORE.test(before) || OTHER_AFTER.test(after)) return 'other';
  return 'price';
}
