import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const item = (page: Page, id: string) => page.locator(`details#${id}`);
const question = (page: Page, id: string) => item(page, id).locator('summary');

test('several answers can be open at once, each toggled on its own', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('details.faq-item')).toHaveCount(11);
  await question(page, 'cost-savings').click();
  await question(page, 'timeline').click();
  await expect(item(page, 'cost-savings')).toHaveAttribute('open', '');
  await expect(item(page, 'timeline')).toHaveAttribute('open', '');
  await expect(item(page, 'cost-savings').getByText('40-60% more than they need to')).toBeVisible();
  await question(page, 'cost-savings').click();
  await expect(item(page, 'cost-savings')).not.toHaveAttribute('open');
  await expect(item(page, 'timeline')).toHaveAttribute('open', '');
});

test('the keyboard opens an answer', async ({ page }) => {
  await page.goto('/faq');
  await question(page, 'support-process').focus();
  await page.keyboard.press('Enter');
  await expect(item(page, 'support-process')).toHaveAttribute('open', '');
});

test('the category filter shows only the chosen category and announces the count', async ({ page }) => {
  await page.goto('/faq');
  const filters = page.getByRole('group', { name: 'Filter questions by category' }).getByRole('button');
  await expect(filters).toHaveText(['All Questions', 'Pricing', 'About Us', 'Technical', 'Process', 'Growth']);
  await filters.filter({ hasText: 'About Us' }).click();
  const shown = page.locator('details.faq-item:visible');
  await expect(shown).toHaveCount(2);
  expect(await shown.evaluateAll((items) => items.map((i) => i.id))).toEqual(['why-choose-us', 'guaranteed-results']);
  await expect(filters.filter({ hasText: 'About Us' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-faq-status]')).toHaveText('Showing 2 questions in About Us');
  await filters.filter({ hasText: 'All Questions' }).click();
  await expect(shown).toHaveCount(11);
});

test('a link to a question opens it', async ({ page }) => {
  await page.goto('/faq#seo-traffic');
  await expect(item(page, 'seo-traffic')).toHaveAttribute('open', '');
  await expect(question(page, 'seo-traffic')).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every answer opens and reads, several at once', async ({ page }) => {
    await page.goto('/faq');
    await question(page, 'getting-started').click();
    await question(page, 'devops-services').click();
    await expect(item(page, 'getting-started').getByRole('list').first()).toBeVisible();
    await expect(item(page, 'devops-services').getByText('CI/CD pipelines:')).toBeVisible();
  });
});

test.describe('after consent', () => {
  test.use({ storedConsent: 'accepted' });

  const events = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((e) => e[0] === 'event')
        .map((e) => [e[1], e[2]] as [string, Record<string, unknown>]),
    );

  test('opening a question sends faq_interaction expand with its id; the calls to action are tagged faq_page', async ({ page }) => {
    await page.goto('/faq');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await question(page, 'timeline').click();
    await expect.poll(async () => (await events(page)).filter((e) => e[0] === 'faq_interaction')).toEqual([['faq_interaction', { action: 'expand', item_id: 'timeline' }]]);
    await question(page, 'timeline').click();
    await page.waitForTimeout(100);
    expect((await events(page)).filter((e) => e[0] === 'faq_interaction')).toHaveLength(1);

    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: 'Get Free Website Audit' }).click();
    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    const ctas = (await events(page)).filter((e) => e[0] === 'cta_click').map((e) => [e[1].event_category, e[1].event_label]);
    expect(ctas).toEqual([
      ['faq_page', 'free_audit'],
      ['faq_page', 'schedule_consultation'],
    ]);
  });
});

test('before consent nothing is sent', async ({ page }) => {
  await page.goto('/faq');
  await question(page, 'timeline').click();
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});
