// One formatter each, made once: toLocaleDateString builds a new Intl formatter on every call,
// which dominated the cost of rendering a listing of thousands of posts.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/** `2025-09-22` -> `September 22, 2025` (dates are calendar days, so formatted in UTC). */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** `2025-09-22` -> `Sep 22, 2025`, for cards. */
export function formatShortDate(isoDate: string): string {
  return SHORT_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "$2,999" -> 2999; undefined for words such as "Free". */
export function parsePrice(price: string): number | undefined {
  const match = /^\$([\d,]+(?:\.\d+)?)$/.exec(price.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : undefined;
}

export { formatPrice } from '../../cli/kit/prices';

/**
 * The displayed discount of a package: 1 minus price over
 * original price, as a whole percentage, rounded half up (Math.round).
 */
export function discountPercent(price: number, originalPrice: number): number {
  if (!(originalPrice > 0) || price >= originalPrice) return 0;
  return Math.round((1 - price / originalPrice) * 100);
}
