import type { CatalogOffer } from '../../../kit/prices';
import { factHomes, type RelationSite, type Source } from './sources';

/** An offer of the catalog with where it is stated. */
export interface PlacedOffer {
  offer: CatalogOffer;
  field(...path: (string | number)[]): Source;
}

/** The catalog of offers (offers.yaml) by id, each offer with its lines; undefined when the data set is missing. */
export function placedOffers(site: RelationSite): Map<string, PlacedOffer> | undefined {
  const home = factHomes(site).offer;
  if (!home) return undefined;
  return new Map(
    (home.list as readonly CatalogOffer[]).map((offer, i) => [
      offer.id,
      { offer, field: (...path: (string | number)[]) => home.field(i, ...path) },
    ]),
  );
}

/** Its regular price: the crossed-out one, or the price itself when it has none. */
export const regularPrice = (offer: CatalogOffer) => offer.originalPrice ?? offer.price;

/** "$2,999", "$8,000/month", "By quote". */
export function money(amount: number | 'quote', offer: Pick<CatalogOffer, 'period'>): string {
  if (amount === 'quote') return 'By quote';
  return `$${amount.toLocaleString('en-US')}${offer.period === 'month' ? '/month' : offer.period === 'per-page' ? ' per page' : ''}`;
}
