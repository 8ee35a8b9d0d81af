import type { Page } from '@playwright/test';
import { filterStatus } from '../../widgets/enhance/faq-filter';
import { frontMatter } from '../support/content-copy';
import { expect, test } from './fixtures';

/** The filters after 'All Questions', in their required order. */
const CATEGORIES = ['pricing', 'credibility', 'technical', 'process', 'growth'] as const;
interface FaqCopy {
  filterLabel: string;
  filters: Record<'all' | (typeof CATEGORIES)[number], string>;
  questions: { id: string; category: string }[];
  cta: Record<'audit' | 'consultation', { label: string }>;
}
const faq = await frontMatter<FaqCopy>('/faq');
const item = (page: Page, id: string) => page.locator(`details#${id}`);
const question = (page: Page, id: string) => item(page, id).locator('summary');
/** A question's answer, which shows only while the question is open. */
const answer = (page: Page, id: string) => item(page, id).locator('.faq-list__answer');

test('several answers can be open at once, each toggled on its own', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('details.faq-list__item')).toHaveCount(faq.questions.length);
  await question(page, 'cost-savings').click();
  await question(page, 'timeline').click();
  await expect(item(page, 'cost-savings')).toHaveAttribute('open', '');
  await expect(item(page, 'timeline')).toHaveAttribute('open', '');
  await expect(answer(page, 'cost-savings')).toBeVisible();
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
  const filters = page.getByRole('group', { name: faq.filterLabel }).getByRole('button');
  await expect(filters).toHaveText([faq.filters.all, ...CATEGORIES.map((c) => faq.filters[c])]);
  const credibility = faq.questions.filter((q) => q.category === 'credibility').map((q) => q.id);
  expect(credibility.length).toBeGreaterThan(0);
  await filters.filter({ hasText: faq.filters.credibility }).click();
  const shown = page.locator('details.faq-list__item:visible');
  await expect(shown).toHaveCount(credibility.length);
  expect(await shown.evaluateAll((items) => items.map((i) => i.id))).toEqual(credibility);
  await expect(filters.filter({ hasText: faq.filters.credibility })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-faq-status]')).toHaveText(filterStatus(credibility.length, faq.filters.credibility));
  await filters.filter({ hasText: faq.filters.all }).click();
  await expect(shown).toHaveCount(faq.questions.length);
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
    await expect(answer(page, 'getting-started')).toBeVisible();
    await expect(answer(page, 'devops-services')).toBeVisible();
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

  test('opening a question sends faq_interaction expand with its id; the calls to action are tagged faq_page', async ({
    page,
  }) => {
    await page.goto('/faq');
    await expect.poll(async () => (await events(page)).map((e) => e[0])).toContain('page_view');
    await question(page, 'timeline').click();
    await expect
      .poll(async () => (await events(page)).filter((e) => e[0] === 'faq_interaction'))
      .toEqual([['faq_interaction', { action: 'expand', item_id: 'timeline' }]]);
    // Closing fires the same toggle event, which the page handles before a listener on the item itself.
    await item(page, 'timeline').evaluate((details) =>
      details.addEventListener(
        'toggle',
        () => (details.dataset.toggled = String((details as HTMLDetailsElement).open)),
        { once: true },
      ),
    );
    await question(page, 'timeline').click();
    await expect(item(page, 'timeline')).toHaveAttribute('data-toggled', 'false');
    expect((await events(page)).filter((e) => e[0] === 'faq_interaction')).toHaveLength(1);

    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.getByRole('link', { name: faq.cta.audit.label }).click();
    await page.getByRole('link', { name: faq.cta.consultation.label }).click();
    const ctas = (await events(page))
      .filter((e) => e[0] === 'cta_click')
      .map((e) => [e[1].event_category, e[1].event_label]);
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
