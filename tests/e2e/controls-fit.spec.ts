import { expect, test } from './fixtures';
import { siteRoutes } from './routes';

/**
 * On a phone, every field shows its whole placeholder and every select its whole first choice:
 * the text, measured in the control's own font, fits inside its padding.
 */
test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('placeholders and select texts fit their controls on every route', async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    let controls = 0;
    for (const route of await siteRoutes()) {
      await page.goto(route);
      const found = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        const out: string[] = [];
        let seen = 0;
        for (const el of document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
          'input[placeholder], select',
        )) {
          if (!el.offsetParent) continue;
          const style = getComputedStyle(el);
          const text = el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : el.placeholder;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          seen += 1;
          if (context.measureText(text).width > room + 1)
            out.push(`"${text}" needs ${Math.ceil(context.measureText(text).width)} px of ${Math.floor(room)}`);
        }
        return { out, seen };
      });
      controls += found.seen;
      problems.push(...found.out.map((p) => `${route}: ${p}`));
    }
    expect(controls).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});
