import type { Page } from '@playwright/test';

/**
 * The first screen's main call to action is never under anything at scroll 0: the first primary
 * button of main that starts in view answers elementFromPoint at its centre and at its bottom
 * corners (2 px up, and in by its rounding). Lists what covers it; empty when the page has none.
 */
export function coveredFirstAction(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const cta = [...document.querySelectorAll('main :is(.button--primary, .button--accent)')].find(
      (el) => el.getBoundingClientRect().top < window.innerHeight && el.getBoundingClientRect().width > 0,
    );
    if (!cta) return [];
    const box = cta.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight) - 2;
    // A rounded corner is not the button's: its bottom corners are where the rounding ends.
    const radius = Math.min(
      parseFloat(getComputedStyle(cta).borderBottomLeftRadius) || 0,
      box.height / 2,
      box.width / 2,
    );
    const points: [string, number, number][] = [
      ['centre', (box.left + box.right) / 2, (box.top + Math.min(box.bottom, window.innerHeight)) / 2],
      ['bottom left', box.left + Math.max(2, radius), bottom],
      ['bottom right', box.right - Math.max(2, radius), bottom],
    ];
    return points.flatMap(([name, x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit && cta.contains(hit)
        ? []
        : [
            `${name} of "${cta.textContent?.trim()}" is under <${hit?.tagName.toLowerCase()} class="${hit?.className}">`,
          ];
    });
  });
}
