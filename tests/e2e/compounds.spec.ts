import { expect, test } from './fixtures';
import { siteRoutes } from './routes';

/**
 * A compound in a heading or a button ("15-minute", "30-day money-back") never breaks across two
 * lines, on a phone or a laptop: each compound's text sits on one line.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('no compound in a heading or a button breaks at its hyphen', async ({ page }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      let compounds = 0;
      for (const route of await siteRoutes()) {
        await page.goto(route);
        const found = await page.evaluate(() => {
          const broken: string[] = [];
          let seen = 0;
          for (const el of document.querySelectorAll('h1, h2, h3, h4, h5, h6, button, a.button')) {
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const m of (node.textContent ?? '').matchAll(/[\p{L}\d]+(?:[-\u2011][\p{L}\d]+)+/gu)) {
                if (!/\d[-\u2011]\p{L}|\p{L}[-\u2011]\p{L}/u.test(m[0])) continue;
                const range = document.createRange();
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                const tops = new Set(
                  [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
                );
                seen += 1;
                if (tops.size > 1)
                  broken.push(`"${m[0]}" in <${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 60)}"`);
              }
            }
          }
          return { broken, seen };
        });
        compounds += found.seen;
        problems.push(...found.broken.map((p) => `${route}: ${p}`));
      }
      expect(compounds).toBeGreaterThan(10);
      expect(problems).toEqual([]);
    });
  });
}
