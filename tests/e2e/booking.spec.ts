import { expect, mockUrl, test } from './fixtures';

const hydrated = '[data-island=booking][data-hydrated]';

test('the widget on /embed hydrates and works: sessions, slots, disabled slots, keyboard', async ({ page }) => {
  await page.goto('/embed');
  await expect(page.locator(hydrated)).toHaveCount(2);
  const full = page.locator(hydrated).first();
  await expect(full.getByRole('radio', { name: /Strategy Call/ })).toBeChecked();
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).toBeDisabled();
  await expect(full.getByRole('radio', { name: /4:00 PM/ })).toBeDisabled();
  await full.getByText('2:00 PM').click();
  await expect(full.getByRole('radio', { name: '2:00 PM' })).toBeChecked();
  await full.getByText('10:30 AM').click({ force: true });
  await expect(full.getByRole('radio', { name: /10:30 AM/ })).not.toBeChecked();
  await expect(full.getByText('Strategy Call, 15 min at 2:00 PM')).toBeVisible();

  await full.getByRole('radio', { name: /Strategy Call/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(full.getByRole('radio', { name: /Live Demo/ })).toBeChecked();
  await expect(full.getByText('Live Demo, 30 min at 2:00 PM')).toBeVisible();
});

test('Book loads the scheduler script on the first click only, then opens its popup', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/embed');
  await expect(page.locator(hydrated)).toHaveCount(2);
  expect(requests.filter((u) => u.startsWith(mockUrl('/scheduler')))).toEqual([]);
  await page.locator(hydrated).first().getByRole('button', { name: 'Book My Free Call' }).click();
  await expect(page.getByRole('dialog', { name: 'Scheduling popup' })).toHaveText(`Scheduling ${mockUrl('/schedule')}`);
  expect(requests.filter((u) => u.startsWith(mockUrl('/scheduler')))).toHaveLength(1);
});

test.describe('when the scheduler script cannot load', () => {
  test.use({ allowConsole: [/Failed to load resource: net::ERR_FAILED/] });

  test('the compact card opens the scheduling page in a new tab', async ({ page, context }) => {
    await page.route(mockUrl('/scheduler/widget.js'), (route) => route.abort());
    await page.goto('/embed');
    const compact = page.locator(hydrated).nth(1);
    await expect(compact.getByRole('heading', { name: 'Book a Quick Call' })).toBeVisible();
    const [tab] = await Promise.all([context.waitForEvent('page'), compact.getByRole('button', { name: 'Schedule Now' }).click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(mockUrl('/schedule'));
    await expect(tab.getByRole('heading', { name: 'Pick a time' })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered widget still reads', async ({ page }) => {
    await page.goto('/embed');
    await expect(page.getByRole('heading', { name: 'Book your free session' })).toBeVisible();
    await expect(page.getByText('Most Popular')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a Quick Call' })).toBeVisible();
  });
});
