import { expect, test } from './fixtures';
import { brokenCompounds } from './layout/compounds';
import { clippedControls } from './layout/controls-fit';
import { coverage } from './layout/coverage';
import { coveredFirstAction } from './layout/first-screen';
import { sidewaysOverflow } from './layout/sideways';
import { siteRoutes } from './routes';

/**
 * Every route's layout, at a phone's and a laptop's size, with the cookie choice made: each page
 * is loaded once and read by every layout check in turn (see each check's module), the first
 * screen before anything scrolls:
 * - the first screen's main call to action is uncovered (layout/first-screen.ts);
 * - no compound in a heading or a button breaks at its hyphen (layout/compounds.ts);
 * - nothing scrolls sideways (layout/sideways.ts);
 * - placeholders and chosen options fit their controls (layout/controls-fit.ts);
 * - nothing fixed or sticky covers a link, a control or the text of main, at any scroll
 *   position (layout/coverage.ts; with the banner shown: fixed-elements.spec.ts).
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('every route: first screen, compounds, sideways scroll, controls and fixed elements', async ({ page }) => {
      test.setTimeout(240_000);
      const found = { firstScreen: [], compounds: [], sideways: [], controls: [], coverage: [] } as Record<
        'firstScreen' | 'compounds' | 'sideways' | 'controls' | 'coverage',
        string[]
      >;
      let compounds = 0;
      let controls = 0;
      for (const route of await siteRoutes()) {
        await page.goto(route);
        const at = (problems: string[]) => problems.map((problem) => `${route}: ${problem}`);
        found.firstScreen.push(...at(await coveredFirstAction(page)));
        const compound = await brokenCompounds(page);
        compounds += compound.seen;
        found.compounds.push(...at(compound.problems));
        found.sideways.push(...at(await sidewaysOverflow(page)));
        const control = await clippedControls(page);
        controls += control.seen;
        found.controls.push(...at(control.problems));
        found.coverage.push(...at(await coverage(page)));
      }
      // The checks have something to check.
      expect(compounds).toBeGreaterThan(10);
      expect(controls).toBeGreaterThan(10);
      expect.soft(found.firstScreen, 'a first-screen call to action is covered').toEqual([]);
      expect.soft(found.compounds, 'a compound breaks at its hyphen').toEqual([]);
      expect.soft(found.sideways, 'a page scrolls sideways').toEqual([]);
      expect.soft(found.controls, 'a control clips its text').toEqual([]);
      expect.soft(found.coverage, 'something fixed covers the page').toEqual([]);
    });
  });
}
