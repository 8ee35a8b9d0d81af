import { parsePolicy } from '../../templates/csp';
import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { dataSet } from '../support/content-copy';
import { MOCK_SCHEDULER } from '../support/mock-services';
import { expect, NOT_FOUND_LOG, reachIslands, test } from './fixtures';
import { recordViolations } from './csp-violations';
import { templateRoutes } from './routes';

// Every page's inline code is checked against both policies by `site check`; here the browser
// enforces them on one page of each template, with analytics and the page's widgets running.
const routes = await templateRoutes();

test.use({ storedConsent: null, allowConsole: [NOT_FOUND_LOG] });

for (const route of routes) {
  test(`${route}: a strict CSP is sent and nothing violates it, analytics accepted`, async ({ page }) => {
    const violations = await recordViolations(page);
    const response = await page.goto(route);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // The page's own policy says what the header says (scripts included), and narrows inline
    // styles, which the header leaves to it, to their hashes.
    const own = parsePolicy(
      (await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '',
    );
    expect(own.get('script-src')).toEqual(parsePolicy(policy).get('script-src'));
    expect(own.get('style-src')).toEqual(expect.arrayContaining([expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]));
    expect(own.get('style-src')).not.toContain("'unsafe-inline'");
    await page.getByRole('button', { name: COPY.accept }).click();
    await page.waitForFunction(() => (window as unknown as { __gtagLoads?: number }).__gtagLoads === 1);
    await page.mouse.wheel(0, 4000);
    expect(await violations()).toEqual([]);
  });
}

/** The sources of one directive of a served policy (empty when the policy lacks it). */
const sources = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];

test('/embed: the booking widget opens the scheduler popup and its frame within the CSP', async ({ page }) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/embed');
  // The policy the server sent frames the scheduler's origin and nothing else.
  const frameSrc = sources(response!.headers()['content-security-policy'] ?? '', 'frame-src');
  expect(frameSrc).toHaveLength(1);
  const scheduler = frameSrc[0]!;
  expect(scheduler).not.toBe(new URL(response!.url()).origin);
  await page.getByRole('button', { name: COPY.reject }).click();
  await reachIslands(page, '[data-island=booking]');
  const book = page
    .locator('[data-island=booking][data-hydrated]')
    .first()
    .getByRole('button', { name: dataSet('booking').bookLabel });
  await book.hover(); // intent: the scheduler's script starts loading; Book shows its popup once it has
  await page.waitForFunction(() => 'Calendly' in window);
  await book.click();
  const frame = page.frameLocator(`iframe[title="${MOCK_SCHEDULER.frame}"]`);
  await expect(frame.getByRole('heading', { name: MOCK_SCHEDULER.heading })).toBeVisible();
  // The frame the browser loaded is another origin's, which only that frame-src allows.
  const frameSrcUrl = await page
    .locator(`iframe[title="${MOCK_SCHEDULER.frame}"]`)
    .evaluate((f: HTMLIFrameElement) => f.src);
  expect(new URL(frameSrcUrl).origin).toBe(scheduler);
  expect(await violations()).toEqual([]);
});

test.describe('the recorder itself', () => {
  // One pattern: Playwright would read a two-element array as [value, fixture options].
  test.use({ allowConsole: [/violates the following Content Security Policy directive/] });

  test('catches a violation, so the tests above can fail', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/blog');
    await page.getByRole('button', { name: COPY.reject }).click();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inline = 1';
      document.head.append(script);
    });
    // The header and the page's own policy each refuse it, and each reports it.
    const inline = expect.stringMatching(/^script-src-elem blocked inline/);
    await expect.poll(violations).toEqual([inline, inline]);
  });

  test("catches an inline style the page's own policy does not list", async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/blog');
    await page.getByRole('button', { name: COPY.reject }).click();
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 1px solid red }';
      document.head.append(style);
    });
    await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
  });
});
