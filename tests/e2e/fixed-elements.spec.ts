import { SHELL_LABELS } from '../../templates/ui-labels';
import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { expect, test } from './fixtures';
import { coverage } from './layout/coverage';
import { templateRoutes } from './routes';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * With the cookie banner shown, nothing fixed covers what a visitor needs (layout/coverage.ts;
 * with the choice made, every route is covered by layout.spec.ts). The banner is the same fixed
 * box on every page: one route per template meets every layout it can cover.
 */
for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}, with the cookie banner shown`, () => {
    test.use({ viewport, storedConsent: null, reducedMotion: 'reduce' });

    test('nothing fixed or sticky covers a link, a control or the text of main, at any scroll position', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const route of await templateRoutes()) {
        await page.goto(route);
        await expect(page.getByRole('region', { name: COPY.title })).toBeVisible();
        problems.push(...(await coverage(page)).map((problem) => `${route}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test.describe('the quick actions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  test('show once the visitor scrolls back up past the first screen, never while a field has focus', async ({
    page,
  }) => {
    await page.goto('/contact');
    const actions = page.getByRole('complementary', { name: SHELL_LABELS.quickActions });
    const chat = actions.locator('.chat-button');
    await expect(chat).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1600));
    // Scroll events come once a frame: two scrolls in one frame are one, at the last position, and
    // no scroll up. Past the threshold the script shows the back-to-top link (inside the hidden
    // bar): once it has, the page has seen the visitor down there.
    await expect(page.locator('.floating-actions [data-back-to-top]')).not.toHaveAttribute('hidden');
    await expect(chat).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(chat).toBeVisible();
    await page.locator('main form input:not([type=hidden])').first().focus();
    await expect(chat).toBeHidden();
  });
});
