import type { Page } from '@playwright/test';

/**
 * No button wraps: every shown `.button`, `<button>` and pill-shaped link (rounded to half its
 * height, with a fill or a border: the navigation's call to action, the chips) sets its label on
 * one line. A label's lines are counted from its text's own boxes, so an icon beside it or a
 * screen-reader-only part does not count. Returns the wrapped ones and how many were seen.
 */
export function wrappedButtons(page: Page): Promise<{ problems: string[]; seen: number }> {
  return page.evaluate(() => {
    const pill = (el: Element, box: DOMRect) => {
      const style = getComputedStyle(el);
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      return filled && parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1;
    };
    const problems: string[] = [];
    let seen = 0;
    for (const el of document.querySelectorAll('.button, button, a')) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || getComputedStyle(el).visibility !== 'visible') continue;
      if (!el.matches('.button, button') && !pill(el, box)) continue;
      // The label's text boxes: not a screen-reader-only part (a 1 px box, laid out anywhere).
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1));
      }
      if (!rects.length) continue; // an icon-only button: its name is its aria-label
      seen += 1;
      // Lines are rows of text boxes whose vertical middles differ by more than half a box.
      const middles = rects.map((r) => r.top + r.height / 2).sort((a, b) => a - b);
      const half = Math.min(...rects.map((r) => r.height)) / 2;
      const lines = middles.filter((m, i) => i === 0 || m - middles[i - 1]! > half).length;
      if (lines > 1) problems.push(`"${(el.textContent ?? '').replace(/\s+/g, ' ').trim()}" takes ${lines} lines`);
    }
    return { problems, seen };
  });
}
