import { expect, test } from './fixtures';
import { siteRoutes } from './routes';

/**
 * No page scrolls sideways on a phone: the document is exactly as wide as the viewport, and no
 * element reaches past its edges unless a box that scrolls or clips (a table's focusable scroll
 * region, a carousel) holds it. Long words in prose and inline code wrap.
 */
test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no route scrolls sideways, and nothing overflows outside a scrolling box', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const route of await siteRoutes()) {
      await page.goto(route);
      const found = await page.evaluate(() => {
        const width = window.innerWidth;
        const out: string[] = [];
        if (document.documentElement.scrollWidth !== width)
          out.push(`the document is ${document.documentElement.scrollWidth} px wide`);
        const held = (el: Element) => {
          for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
            const style = getComputedStyle(up);
            if (style.overflowX !== 'visible') return true;
          }
          return false;
        };
        for (const el of document.body.querySelectorAll('*')) {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || style.position === 'fixed')
            continue;
          if ((box.right > width + 1 || box.left < -1) && !held(el))
            out.push(
              `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> spans ${Math.round(box.left)}-${Math.round(box.right)} px`,
            );
        }
        return out;
      });
      problems.push(...found.slice(0, 12).map((p) => `${route}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
});
