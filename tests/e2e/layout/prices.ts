import type { Page } from '@playwright/test';

/** A price figure, its period beside it, and the card it prices: price cards and add-ons. */
const AMOUNT = '.price-card__amount, .addon__price > strong';
const PERIOD = '.price-card__period, .addon__price > span';
const CARD = '.price-card, .addon, article, li';

/**
 * Prices read as one line and line up:
 * - a price and its period ("one-time", "/month", "per page") share a line;
 * - in a row of cards (cards of one parent whose tops match), every price starts at one height.
 * Returns what breaks either rule and how many prices were seen.
 */
export function misplacedPrices(page: Page): Promise<{ problems: string[]; seen: number }> {
  return page.evaluate(
    (selectors) => {
      const problems: string[] = [];
      const shown = [...document.querySelectorAll(selectors.AMOUNT)].filter(
        (el) => el.getBoundingClientRect().width > 1,
      );
      for (const amount of shown) {
        const period = amount.parentElement?.querySelector(selectors.PERIOD);
        if (!period) continue;
        const a = amount.getBoundingClientRect();
        const p = period.getBoundingClientRect();
        if (p.top >= a.bottom || p.bottom <= a.top)
          problems.push(`"${amount.textContent}" and "${period.textContent?.trim()}" are on two lines`);
      }
      const rows: { parent: Element; top: number; amounts: Element[] }[] = [];
      for (const amount of shown) {
        const card = amount.closest(selectors.CARD);
        if (!card?.parentElement) continue;
        const top = card.getBoundingClientRect().top;
        const row = rows.find((r) => r.parent === card.parentElement && Math.abs(r.top - top) <= 1);
        if (row) row.amounts.push(amount);
        else rows.push({ parent: card.parentElement, top, amounts: [amount] });
      }
      for (const { amounts } of rows) {
        const tops = amounts.map((amount) => amount.getBoundingClientRect().top);
        if (Math.max(...tops) - Math.min(...tops) > 1)
          problems.push(
            `prices in a row start at different heights: ${amounts
              .map((amount, i) => `"${amount.textContent}" at ${Math.round(tops[i]!)}`)
              .join(', ')}`,
          );
      }
      return { problems, seen: shown.length };
    },
    { AMOUNT, PERIOD, CARD },
  );
}
