import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** How much darker (0-255) an edge must be than the other to read as a shadow. */
const SHADE = 8;
/** Width of the strip read at each inner edge, in CSS pixels. */
const STRIP = 6;
/** Room kept clear of the sticky header and the corner actions when a region is read. */
const CLEAR = 90;
/** A box that holds a table: where a table scrolls sideways. */
const REGIONS = ':is(div, section):has(> table)';

/**
 * A table that scrolls sideways shows that it does: with its start in view its right edge is
 * shaded and its left is not, and scrolled to its end the other way round (an edge shadow,
 * whatever draws it). Each scroll region holding a table that is wider than it is read from
 * screenshots, and must stay reachable by keyboard (tabindex). Returns what fails and how many
 * regions scrolled.
 */
export async function hiddenTableScroll(page: Page): Promise<{ problems: string[]; seen: number }> {
  // Found in one call: most pages have no table, and a locator per region costs a round trip each.
  const scrolling = await page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((el, index) => {
      const style = getComputedStyle(el);
      const scrolls = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      const name = el.getAttribute('aria-label') ?? el.getAttribute('class') ?? 'a table';
      return scrolls ? [{ index, name, focusable: el.tabIndex >= 0 }] : [];
    });
  }, REGIONS);
  const problems: string[] = [];
  for (const { index, name, focusable } of scrolling) {
    if (!focusable) problems.push(`"${name}" scrolls but cannot take focus`);
    const region = page.locator(REGIONS).nth(index);
    const start = await edges(page, region, 'start');
    const end = await edges(page, region, 'end');
    if (!(start.right < start.left - SHADE && end.left < end.right - SHADE))
      problems.push(
        `"${name}" shows no edge shadow (median brightness at its start: left ${start.left}, right ${start.right}; at its end: left ${end.left}, right ${end.right})`,
      );
  }
  return { problems, seen: scrolling.length };
}

/** The median brightness of the region's inner left and right edges, scrolled to its start or end. */
async function edges(page: Page, region: ReturnType<Page['locator']>, at: 'start' | 'end') {
  const clip = await region.evaluate(
    (el, { at, clear }) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      el.scrollLeft = at === 'start' ? 0 : el.scrollWidth;
      const box = el.getBoundingClientRect();
      const top = Math.max(box.top + el.clientTop, clear);
      const bottom = Math.min(box.top + el.clientTop + el.clientHeight, window.innerHeight - clear);
      return { x: box.left + el.clientLeft, y: top, width: el.clientWidth, height: Math.max(1, bottom - top) };
    },
    { at, clear: CLEAR },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const median = (from: number) => {
    const values: number[] = [];
    for (let y = 0; y < info.height; y++)
      for (let x = from; x < from + STRIP * (info.width / clip.width); x++) {
        const i = (y * info.width + Math.floor(x)) * info.channels;
        values.push(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!);
      }
    return Math.round(values.sort((a, b) => a - b)[values.length >> 1]!);
  };
  return { left: median(0), right: median(info.width - STRIP * (info.width / clip.width)) };
}
