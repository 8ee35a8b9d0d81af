import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { wrappedButtons } from './layout/button-lines';
import { brokenCompounds } from './layout/compounds';
import { clippedControls } from './layout/controls-fit';
import { coverage } from './layout/coverage';
import { emptyColumns } from './layout/empty-columns';
import { coveredFirstAction } from './layout/first-screen';
import { overflowingHeadings } from './layout/heading-fit';
import { misplacedPrices } from './layout/prices';
import { hiddenTableScroll } from './layout/scroll-hint';
import { sidewaysOverflow } from './layout/sideways';
import { touchingStats } from './layout/stats-apart';
import { siteRoutes } from './routes';

/**
 * Every route's layout at a small phone's, a phone's, a tablet's, a small laptop's and a laptop's
 * width, with the cookie choice made: each page is loaded once per sweep of widths (SWEEPS) and
 * read at each width by every check in turn (see each check's module), from the top of the page.
 *
 * At every width:
 * - nothing scrolls sideways (layout/sideways.ts);
 * - a heading's text stays inside its box (layout/heading-fit.ts);
 * - statistics side by side never touch (layout/stats-apart.ts);
 * - a price and its period share a line, and prices in a row of cards line up (layout/prices.ts);
 * - no grid of cards leaves a column empty (layout/empty-columns.ts);
 * - a table that scrolls sideways shows it with an edge shadow (layout/scroll-hint.ts).
 * At a phone's and a laptop's size, where visitors are and the quick actions differ, also:
 * - no button wraps (layout/button-lines.ts);
 * - the first screen's main call to action is uncovered (layout/first-screen.ts);
 * - no compound in a heading or a button breaks at its hyphen (layout/compounds.ts);
 * - placeholders and chosen options fit their controls (layout/controls-fit.ts);
 * - nothing fixed or sticky covers a link, a control or the text of main, at any scroll
 *   position (layout/coverage.ts; with the banner shown: fixed-elements.spec.ts).
 */
/**
 * The widths, in sweeps: a sweep loads each route once, at its first width, and resizes the page
 * to the others (media queries apply as on a fresh load; what these checks measure depends on no
 * script reading the width at load). The phone's and the laptop's, with the checks that scroll
 * through the page and read the first screen, are sweeps of their own.
 */
const SWEEPS = [
  {
    viewports: [
      { width: 320, height: 640 },
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
    ],
    full: false,
  },
  { viewports: [{ width: 390, height: 844 }], full: true },
  { viewports: [{ width: 1280, height: 800 }], full: true },
];

/** A check's problems on one page, and how many things it measured there (to prove it ran). */
type Found = string[] | { problems: string[]; seen: number };
type Check = (page: Page) => Promise<Found>;

const EVERY_WIDTH: Record<string, Check> = {
  'a page scrolls sideways': sidewaysOverflow,
  'a heading sticks out of its box': overflowingHeadings,
  'statistics touch': touchingStats,
  'a price is split from its period, or prices in a row do not line up': misplacedPrices,
  'a grid leaves columns empty': emptyColumns,
};
const PHONE_AND_LAPTOP: Record<string, Check> = {
  'a button wraps': wrappedButtons,
  'a first-screen call to action is covered': coveredFirstAction,
  'a compound breaks at its hyphen': brokenCompounds,
  'a control clips its text': clippedControls,
};
/** Checks that scroll the page: after those that read it at the top. */
const SCROLLING_EVERY_WIDTH: Record<string, Check> = {
  'a scrolling table does not show it scrolls': hiddenTableScroll,
};
const SCROLLING_PHONE_AND_LAPTOP: Record<string, Check> = {
  'something fixed covers the page': coverage,
};
/** The least each check must measure on the site, to prove it checked something (by width). */
const mustSee = (width: number): Record<string, number> => ({
  'a price is split from its period, or prices in a row do not line up': 20,
  // Tables scroll on phones only: from 768 px up every table fits its column.
  'a scrolling table does not show it scrolls': width < 700 ? 5 : 0,
  'a button wraps': 100,
  'a compound breaks at its hyphen': 10,
  'a control clips its text': 10,
});

for (const { viewports, full } of SWEEPS) {
  const sizes = viewports.map(({ width, height }) => `${width}x${height}`).join(', ');
  test.describe(`at ${sizes}`, () => {
    test.use({ viewport: viewports[0]!, reducedMotion: 'reduce' });

    test(`every route: ${full ? 'the layout checks, the first screen and fixed elements' : 'the layout checks'}`, async ({
      page,
    }) => {
      test.setTimeout(full ? 300_000 : 150_000 * viewports.length);
      const checks = full
        ? { ...EVERY_WIDTH, ...PHONE_AND_LAPTOP, ...SCROLLING_EVERY_WIDTH, ...SCROLLING_PHONE_AND_LAPTOP }
        : { ...EVERY_WIDTH, ...SCROLLING_EVERY_WIDTH };
      const found = new Map(
        viewports.map(({ width }) => [
          width,
          new Map(Object.keys(checks).map((name) => [name, { problems: [] as string[], seen: 0 }])),
        ]),
      );
      for (const route of await siteRoutes()) {
        await page.setViewportSize(viewports[0]!);
        await page.goto(route);
        for (const [i, viewport] of viewports.entries()) {
          if (i > 0) {
            await page.setViewportSize(viewport);
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          }
          for (const [name, check] of Object.entries(checks)) {
            const result = await check(page);
            const { problems, seen } = Array.isArray(result) ? { problems: result, seen: 0 } : result;
            const tally = found.get(viewport.width)!.get(name)!;
            tally.problems.push(...problems.map((problem) => `${route}: ${problem}`));
            tally.seen += seen;
          }
        }
      }
      for (const [width, byCheck] of found) {
        for (const [name, least] of Object.entries(mustSee(width)))
          if (byCheck.has(name))
            expect(byCheck.get(name)!.seen, `${width} px, ${name}: measured`).toBeGreaterThanOrEqual(least);
        for (const [name, { problems }] of byCheck) expect.soft(problems, `${width} px, ${name}`).toEqual([]);
      }
    });
  });
}

test.describe('the scroll walk itself', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('finds what a scroll listener shows over the text, so the checks above can fail', async ({ page }) => {
    await page.goto('/terms');
    expect(await coverage(page)).toEqual([]);
    // A box the page shows once the visitor is past 1000 px, over main's text: the quick actions' way.
    await page.evaluate(() => {
      const box = Object.assign(document.createElement('div'), { className: 'probe' });
      box.style.cssText = 'position: fixed; left: 40px; top: 300px; width: 200px; height: 80px; background: #fff';
      box.hidden = true;
      document.body.append(box);
      addEventListener('scroll', () => (box.hidden = scrollY <= 1000), { passive: true });
    });
    expect(await coverage(page)).toContainEqual(expect.stringMatching(/^<div\.probe> "" covers .+ at scrollY \d{4,}$/));
  });
});
