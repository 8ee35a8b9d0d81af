import type { Page } from '@playwright/test';

/**
 * No grid of cards leaves a column empty: in every grid with two or more columns, the items
 * together reach across its width (give or take half a column). One card in a grid of three
 * columns, with two empty columns beside it, reads as a page that did not finish loading.
 * Returns the grids that leave columns empty.
 */
export function emptyColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(grid);
      if (!style.display.endsWith('grid') || style.visibility !== 'visible') continue;
      // Tracks that auto-fit collapsed to nothing are not columns.
      const tracks = style.gridTemplateColumns
        .split(' ')
        .map(parseFloat)
        .filter((width) => width > 0);
      if (tracks.length < 2) continue;
      // A child shown as `display: contents` places its own children in the grid.
      const placed = (el: Element): Element[] =>
        getComputedStyle(el).display === 'contents' ? [...el.children].flatMap(placed) : [el];
      const items = [...grid.children].flatMap(placed).filter((child) => {
        const s = getComputedStyle(child);
        return s.position !== 'absolute' && s.position !== 'fixed' && child.getBoundingClientRect().width > 1;
      });
      if (!items.length) continue;
      const box = grid.getBoundingClientRect();
      const inner = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const reach =
        Math.max(...items.map((i) => i.getBoundingClientRect().right)) -
        Math.min(...items.map((i) => i.getBoundingClientRect().left));
      if (reach < inner - Math.min(...tracks) / 2)
        problems.push(
          `<${grid.tagName.toLowerCase()} class="${grid.getAttribute('class') ?? ''}"> fills ${Math.round(reach)} of ${Math.round(inner)} px (${items.length} items, ${tracks.length} columns)`,
        );
    }
    return problems;
  });
}
