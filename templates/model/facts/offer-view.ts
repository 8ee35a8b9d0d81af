import { PERIODS, type Offer } from '../data/offers';
import { priceText } from '../../../cli/kit/prices';
import { discountPercent, formatPrice } from '../format';

/** An offer of the catalog as cards, tables and directives write it: its prices, saving and period as text. */

/** An offer as cards print it: "$2,999", "$8,000", "63%", "one-time". */
export interface OfferView {
  name: string;
  description: string;
  price: string;
  originalPrice?: string;
  /** Computed: discountPercent of the two prices, "63%". */
  savings?: string;
  /** "one-time", "/month", "per page"; none for a price that is a word (Free, By quote). */
  period?: string;
  features: string[];
  notIncluded?: string[];
}

export { priceText };

/** The whole-percent saving of an offer with a regular price, as "63%"; undefined without one. */
export function savingText(offer: Pick<Offer, 'price' | 'originalPrice'>): string | undefined {
  if (typeof offer.price !== 'number' || offer.originalPrice === undefined) return undefined;
  const percent = discountPercent(offer.price, offer.originalPrice);
  return percent > 0 ? `${percent}%` : undefined;
}

export function offerView(offer: Offer): OfferView {
  const savings = savingText(offer);
  // A recurring price's regular price recurs too: "$5,000/month", never a bare "$5,000" beside "$1,999/month".
  const recurring = offer.period === 'month' ? PERIODS.month : '';
  return {
    name: offer.name,
    description: offer.description,
    price: priceText(offer.price),
    ...(offer.originalPrice === undefined ? {} : { originalPrice: `${formatPrice(offer.originalPrice)}${recurring}` }),
    ...(savings ? { savings } : {}),
    ...(typeof offer.price === 'number' && offer.price > 0 ? { period: PERIODS[offer.period] } : {}),
    features: offer.includes,
    ...(offer.notIncluded ? { notIncluded: offer.notIncluded } : {}),
  };
}
