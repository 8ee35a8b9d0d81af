import type { Page } from '@playwright/test';

/**
 * Every heading's text stays inside its own box: a word too long for the line breaks instead of
 * sticking out past the padding (the box itself may fit the page while its text does not, which
 * the sideways check cannot see). Returns the headings whose text overflows, and by how much.
 */
export function overflowingHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      const box = el.getBoundingClientRect();
      if (box.width < 2 || getComputedStyle(el).visibility !== 'visible') continue;
      const style = getComputedStyle(el);
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
      const past = Math.max(0, ...text.map((r) => r.right - right), ...text.map((r) => left - r.left));
      if (past > 1)
        problems.push(
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 50)}" sticks out ${Math.round(past)} px`,
        );
    }
    return problems;
  });
}
