import { discountPercent, parsePrice } from '../format';

/**
 * The saving a card shows: the one content states, else discountPercent of the two prices.
 * Spec document 1, 9 states some savings that are not the rounded discount ("$2,999, was
 * $8,000, save 62%": the exact discount is 62.51%), so content may state it; `isStatedSaving`
 * keeps a stated figure honest.
 */
export function displayedSaving(price: string, originalPrice: string | undefined, stated?: string): string | undefined {
  if (stated) return stated;
  const now = parsePrice(price);
  const before = originalPrice ? parsePrice(originalPrice) : undefined;
  if (now === undefined || before === undefined) return undefined;
  const percent = discountPercent(now, before);
  return percent > 0 ? `${percent}%` : undefined;
}

/**
 * Whether a stated whole percentage ("62%") is the exact discount rounded either way, so a
 * typo such as "26%" or a price changed without its saving is caught when content loads.
 */
export function isStatedSaving(stated: string, price: string, originalPrice: string): boolean {
  const now = parsePrice(price);
  const before = parsePrice(originalPrice);
  const percent = Number(stated.replace('%', ''));
  if (now === undefined || before === undefined || !(before > now)) return false;
  const exact = (1 - now / before) * 100;
  return percent === Math.floor(exact) || percent === Math.ceil(exact);
}
