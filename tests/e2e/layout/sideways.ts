import type { Page } from '@playwright/test';

/**
 * No page scrolls sideways: the document is exactly as wide as the viewport, and no element
 * reaches past its edges unless a box that scrolls or clips (a table's focusable scroll region,
 * a carousel) holds it. Long words in prose and inline code wrap. Lists at most 12 offenders.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth !== width)
      out.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    const held = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || style.position === 'fixed') continue;
      if ((box.right > width + 1 || box.left < -1) && !held(el))
        out.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> spans ${Math.round(box.left)}-${Math.round(box.right)} px`,
        );
    }
    return out.slice(0, 12);
  });
}
