import type { Page } from '@playwright/test';
import { dataSet, frontMatter } from '../support/content-copy';
import { formsMock, uniqueEmail } from '../support/mock-forms';
import { expect, reachIslands, test } from './fixtures';

const mock = formsMock();
const copy = dataSet('forms').emailCapture;
const guide = await frontMatter<{ resources: { button: string } }>('/ultimate-website-guide');
/** A download other than the default one, so picking it is seen. */
const PICKED = copy.resources.find((r) => r.title !== copy.defaultResource && r !== copy.resources[0])!.title;
const capture = (page: Page) => page.locator('#email-capture [data-island=email-capture][data-hydrated]');

/** Records when window.open is called (page clock), to measure the delay after the send's answer. */
async function watchOpen(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      (window as unknown as { __openedAt: number }).__openedAt = performance.now();
      return open(...args);
    };
  });
}

test.describe('the email capture on /ultimate-website-guide', () => {
  // The service refuses on purpose in one test: Chromium itself logs the refused request.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (422|500)/] });

  test("a 'Download Free' button picks its download; the send posts {email, type, resource, source}, thanks, and opens #resources in a new tab 1 s later", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('capture-ok');
    // Long enough to see the sending state; the 1 s is measured from the answer, not from the click.
    await mock.answer(email, { kind: 'delay', ms: 1500 });
    await watchOpen(page);
    await page.goto('/ultimate-website-guide');
    const widget = capture(page);
    // The link scrolls to the form, which brings its code.
    await page.getByRole('link', { name: `${guide.resources.button}: ${PICKED}` }).click();
    await expect(widget).toBeVisible();
    await expect(page).toHaveURL(/#email-capture$/);
    await expect(widget.getByLabel(copy.resourceLabel)).toHaveValue(PICKED);
    const field = widget.getByLabel(copy.email.label);
    await expect(field).toBeFocused();
    const button = widget.getByRole('button', { name: copy.submit });
    await expect(button).toBeDisabled();
    await field.fill(email);
    await expect(button).toBeEnabled();

    const tab = context.waitForEvent('page');
    await button.click();
    await expect(widget.getByRole('button', { name: copy.sending })).toBeDisabled();
    await expect(widget.getByRole('heading', { name: copy.thanksTitle })).toBeFocused();
    const opened = await tab;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname + new URL(opened.url()).hash).toBe(copy.libraryHref);
    expect(await opened.evaluate(() => window.opener)).toBeNull();
    const delay = await page.evaluate(() => {
      const answer = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith('/f/resource')) as PerformanceResourceTiming;
      return (window as unknown as { __openedAt: number }).__openedAt - answer.responseEnd;
    });
    expect(delay).toBeGreaterThanOrEqual(990);
    expect(delay).toBeLessThan(2000);

    const [sent] = await mock.received(email);
    expect(sent!.contentType).toBe('application/json');
    expect(sent!.fields).toEqual({
      email,
      type: 'resource_download',
      resource: PICKED,
      source: '/ultimate-website-guide',
    });
    await expect(widget.locator('form')).toHaveCount(0);
  });

  test('a failed send says so and leaves the form usable', async ({ page }) => {
    const email = uniqueEmail('capture-500');
    await mock.answer(email, { kind: 'status', status: 500 });
    await page.goto('/ultimate-website-guide');
    await reachIslands(page, '#email-capture [data-island=email-capture]');
    const widget = capture(page);
    await widget.getByLabel(copy.email.label).fill(email);
    await widget.getByRole('button', { name: copy.submit }).click();
    await expect(widget.getByRole('status')).toHaveText(copy.error);
    await expect(widget.getByRole('button', { name: copy.submit })).toBeEnabled();
    await expect(widget.getByLabel(copy.email.label)).toHaveValue(email);
    await expect(widget.getByLabel(copy.email.label)).toBeEditable();
    const [sent] = await mock.received(email);
    expect(sent!.fields.resource).toBe(copy.defaultResource);
  });
});
