import type { Problem } from '../../../errors';
import { money, placedOffers, regularPrice, type PlacedOffer } from './catalog';
import { relationProblem, where, type RelationSite } from './sources';

/**
 * An offer that includes another whole (`includes: [{ offer: id }]`) costs at least as much as
 * it, now and at its regular price: more for less is a price a visitor cannot believe. Both are
 * priced in the same period. Reported at the include, naming the included offer's price line.
 * (An unknown id is the reference check's to report.)
 */
export function checkIncludedOffers(site: RelationSite): Problem[] {
  const offers = placedOffers(site);
  if (!offers) return [];
  const problems: Problem[] = [];
  for (const placed of offers.values()) {
    placed.offer.includes.forEach((item, i) => {
      if (typeof item === 'string') return;
      const included = offers.get(item.offer);
      if (included) problems.push(...compare(placed, included, i));
    });
  }
  return problems;
}

function compare(placed: PlacedOffer, included: PlacedOffer, index: number): Problem[] {
  const at = placed.field('includes', index, 'offer');
  const { offer } = placed;
  const other = included.offer;
  if (offer.period !== other.period)
    return [
      relationProblem(
        at,
        `${offer.id} (${offer.period}) includes ${other.id}, priced ${other.period} (${where(included.field('price'))})`,
        'An offer can include another whole only when both are paid the same way: compare like with like, or list what it includes item by item.',
      ),
    ];
  const problems: Problem[] = [];
  const now = [offer.price, other.price] as const;
  if (typeof now[0] === 'number' && typeof now[1] === 'number' && now[0] < now[1])
    problems.push(cheaper(at, placed, included, 'price', money(now[0], offer), money(now[1], other)));
  const regular = [regularPrice(offer), regularPrice(other)] as const;
  if (typeof regular[0] === 'number' && typeof regular[1] === 'number' && regular[0] < regular[1])
    problems.push(
      cheaper(
        at,
        placed,
        included,
        other.originalPrice === undefined ? 'price' : 'originalPrice',
        `regularly ${money(regular[0], offer)}`,
        `regularly ${money(regular[1], other)}`,
      ),
    );
  return problems;
}

function cheaper(
  at: ReturnType<PlacedOffer['field']>,
  placed: PlacedOffer,
  included: PlacedOffer,
  field: 'price' | 'originalPrice',
  own: string,
  theirs: string,
): Problem {
  return relationProblem(
    at,
    `${placed.offer.id} includes everything in ${included.offer.id} but costs less: ${own} against ${theirs} (${where(included.field(field))})`,
    `An offer that includes another costs at least as much. Raise ${placed.offer.id}'s price or lower ${included.offer.id}'s in content/data/offers.yaml, or list only part of ${included.offer.id} in its includes.`,
  );
}
