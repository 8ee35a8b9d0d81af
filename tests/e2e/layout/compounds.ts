import type { Page } from '@playwright/test';

/**
 * A compound in a heading or a button ("15-minute", "30-day money-back") never breaks across two
 * lines: each compound's text sits on one line. Returns the broken ones and how many were seen.
 */
export function brokenCompounds(page: Page): Promise<{ problems: string[]; seen: number }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let seen = 0;
    for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, button, a.button')) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[\p{L}\d]+(?:[-\u2011][\p{L}\d]+)+/gu)) {
          if (!/\d[-\u2011]\p{L}|\p{L}[-\u2011]\p{L}/u.test(m[0])) continue;
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          seen += 1;
          if (tops.size > 1)
            problems.push(`"${m[0]}" in <${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 60)}"`);
        }
      }
    }
    return { problems, seen };
  });
}
