import { z } from 'zod';
import { discountPercent, formatPrice } from '../format';
import { factId, noTypedSavings } from './ids';

/** How often an offer's price is paid. */
export const PERIODS = { 'one-time': 'one-time', month: '/month', 'per-page': 'per page' } as const;

/**
 * One product or plan the site sells (content/data/offers.yaml, `catalog`). Its prices live
 * here and nowhere else: every card, table, directive (`:price[id]`) and structured-data block
 * reads them by id, and the saving is computed from the two prices, never typed.
 */
export const offerSchema = z
  .strictObject({
    id: factId,
    name: z.string().min(1),
    description: z.string().min(1),
    /** Whole dollars (0 shows as Free), or `quote` for work priced after a scoping call. */
    price: z.union([z.number().nonnegative(), z.literal('quote')]),
    /** The crossed-out regular price; the saving shown is computed from it. */
    originalPrice: z.number().positive().optional(),
    savings: noTypedSavings,
    period: z.enum(Object.keys(PERIODS) as [keyof typeof PERIODS, ...(keyof typeof PERIODS)[]]).default('one-time'),
    /** What it includes, as short items. */
    includes: z.array(z.string().min(1)).min(1),
    notIncluded: z.array(z.string().min(1)).optional(),
  })
  .refine((offer) => offer.originalPrice === undefined || (typeof offer.price === 'number' && offer.originalPrice > offer.price), {
    message: 'must be more than price (it is the regular price the offer saves on)',
    path: ['originalPrice'],
  });
export type Offer = z.infer<typeof offerSchema>;

/** An offer as cards print it: "$2,999", "$8,000", "63%", "one-time". */
export interface OfferView {
  name: string;
  description: string;
  price: string;
  originalPrice?: string;
  /** Computed: discountPercent of the two prices (spec document 2, 3), "63%". */
  savings?: string;
  /** "one-time", "/month", "per page"; none for a price that is a word (Free, By quote). */
  period?: string;
  features: string[];
  notIncluded?: string[];
}

/** "$2,999", "Free" or "By quote". */
export function priceText(price: Offer['price']): string {
  if (price === 'quote') return 'By quote';
  return price === 0 ? 'Free' : formatPrice(price);
}

/** The whole-percent saving of an offer with a regular price, as "63%"; undefined without one. */
export function savingText(offer: Pick<Offer, 'price' | 'originalPrice'>): string | undefined {
  if (typeof offer.price !== 'number' || offer.originalPrice === undefined) return undefined;
  const percent = discountPercent(offer.price, offer.originalPrice);
  return percent > 0 ? `${percent}%` : undefined;
}

export function offerView(offer: Offer): OfferView {
  const savings = savingText(offer);
  return {
    name: offer.name,
    description: offer.description,
    price: priceText(offer.price),
    ...(offer.originalPrice === undefined ? {} : { originalPrice: formatPrice(offer.originalPrice) }),
    ...(savings ? { savings } : {}),
    ...(typeof offer.price === 'number' && offer.price > 0 ? { period: PERIODS[offer.period] } : {}),
    features: offer.includes,
    ...(offer.notIncluded ? { notIncluded: offer.notIncluded } : {}),
  };
}
