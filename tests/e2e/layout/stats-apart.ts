import type { Page } from '@playwright/test';

/**
 * Statistics in a row never touch: in every description list of figures (the stat grids, the
 * heroes' figures, a case study's metrics) and every `.hero__stats`, the text of one item keeps
 * a third of its largest font size (and at least 6 px) from the text of the item beside it; any
 * closer, "100-300%" and "4.9/5" read as one figure. Text is measured from its own boxes, so a
 * figure wider than its column counts where it is drawn. Returns the pairs too close.
 */
export function touchingStats(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Ink = { text: string; left: number; right: number; top: number; bottom: number; size: number };
    const inkOf = (el: Element): Ink | undefined => {
      const rects: DOMRect[] = [];
      let size = 0;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
        if (boxes.length) size = Math.max(size, parseFloat(getComputedStyle(node.parentElement!).fontSize));
        rects.push(...boxes);
      }
      if (!rects.length) return undefined;
      return {
        text: (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30),
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
        size,
      };
    };
    const problems: string[] = [];
    for (const list of document.querySelectorAll('dl, .hero__stats')) {
      if (getComputedStyle(list).visibility !== 'visible') continue;
      const items = [...list.children].flatMap((child) => inkOf(child) ?? []);
      for (const [i, a] of items.entries())
        for (const b of items.slice(i + 1)) {
          const sameRow = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
          const apart = Math.max(b.left - a.right, a.left - b.right);
          const least = Math.max(6, Math.max(a.size, b.size) / 3);
          if (sameRow && apart < least)
            problems.push(`"${a.text}" and "${b.text}" are ${Math.round(apart)} px apart (${Math.ceil(least)} needed)`);
        }
    }
    return problems;
  });
}
