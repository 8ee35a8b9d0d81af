import type { Problem } from '../../../errors';
import { money, placedOffers, regularPrice, type PlacedOffer } from './catalog';
import { relationProblem, where, type RelationSite } from './sources';

/**
 * One scope, one offer. Two offers of the catalog that sell the same `scope` at the same price
 * (and period) are one offer: a page that sells it under its own words heads the card with them
 * (`title:`). Kept as two, they would drift apart, as two five-page websites at $2,999 "regularly"
 * $8,000 and $7,500 did. Reported at the later offer, naming the earlier one's line.
 */
export function checkSameScope(site: RelationSite): Problem[] {
  const offers = placedOffers(site);
  if (!offers) return [];
  const first = new Map<string, PlacedOffer>();
  const problems: Problem[] = [];
  for (const placed of offers.values()) {
    const { offer } = placed;
    if (offer.scope === undefined) continue;
    const key = `${normalised(offer.scope)}|${String(offer.price)}|${offer.period}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, placed);
      continue;
    }
    const regular =
      regularPrice(earlier.offer) === regularPrice(offer)
        ? ''
        : `, regularly ${money(regularPrice(earlier.offer), earlier.offer)} and ${money(regularPrice(offer), offer)}`;
    problems.push(
      relationProblem(
        placed.field('scope'),
        `${offer.id} sells the same scope ("${offer.scope}") at the same price (${money(offer.price, offer)}) as ${earlier.offer.id} (${where(earlier.field('scope'))})${regular}`,
        `Make them one offer: keep ${earlier.offer.id}, point every \`offer: ${offer.id}\` at it and head that card with its own \`title\`; or give each the scope that says how they differ.`,
      ),
    );
  }
  return problems;
}

const normalised = (scope: string) => scope.toLowerCase().replace(/\s+/g, ' ').trim();
