/**
 * Offers as the engine reads them (docs/facts.md, "Prices in prose"): the records of a site's
 * `offers` home have at least these fields, and the build checks every price typed in prose
 * against them. Prices are written as the checker reads them: "$2,999".
 */

/** An offer as prose may price it: its names, its price and regular price, how often it is paid. */
export interface PricedOffer {
  id: string;
  name: string;
  /** Whole dollars (0 is Free), or `quote` for work priced after a scoping call. */
  price: number | 'quote';
  /** The regular price the offer saves on. */
  originalPrice?: number;
  /** How often it is paid: `month` and `per-page` make "a month" and "per page" after an amount its own. */
  period?: string;
  /** Other names prose may give it. */
  aliases?: readonly string[];
}

/**
 * An offer of the catalog as the relations read it (docs/facts.md, "Relations"): one scope and
 * price is one offer, and an offer that includes another whole (`{ offer: id }`) costs at least
 * as much as it.
 */
export interface CatalogOffer extends PricedOffer {
  period: string;
  /** What its sale covers, in a few words that name it the same way wherever it is sold. */
  scope?: string;
  /** What it includes: items, or another offer whole. */
  includes: readonly (string | { offer: string })[];
}

/** 2999 -> "$2,999" (whole dollars unless there are cents). */
export function formatPrice(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** "$2,999", "Free" or "By quote". */
export function priceText(price: PricedOffer['price']): string {
  if (price === 'quote') return 'By quote';
  return price === 0 ? 'Free' : formatPrice(price);
}
