import type { IncludedOffer, Offer, OfferData } from '../data/offers';

/**
 * An offer that includes another whole names it in its list ("Everything in Starter"), from the
 * included offer's own name: renaming an offer renames it in every list that includes it.
 */
export const includedText = (name: string, item: IncludedOffer) =>
  `Everything in ${name}${item.note ? ` (${item.note})` : ''}`;

/**
 * The catalog as pages show it: every item written out. An included offer the catalog lacks is
 * reported with its line when content loads, so here it is left as its id.
 */
export function writtenOut(catalog: readonly OfferData[]): Offer[] {
  const names = new Map(catalog.map((offer) => [offer.id, offer.name]));
  return catalog.map((offer) => ({
    ...offer,
    includes: offer.includes.map((item) =>
      typeof item === 'string' ? item : includedText(names.get(item.offer) ?? item.offer, item),
    ),
  }));
}
