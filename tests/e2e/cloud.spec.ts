import { GUIDE_LABELS } from '../../templates/cloud/guide-labels';
import { SHELL_LABELS } from '../../templates/ui-labels';
import { dataSet, frontMatter } from '../support/content-copy';
import { expect, NOT_FOUND_LOG, test } from './fixtures';

const cloudIndex = await frontMatter<{ heading: string }>('/cloud');

/** The provider slugs, with the names their pages show. */
const PROVIDERS = [
  ['aws', 'AWS'],
  ['google-cloud', 'Google Cloud'],
  ['azure', 'Azure'],
  ['digitalocean', 'DigitalOcean'],
  ['netlify', 'Netlify'],
  ['vercel', 'Vercel'],
  ['linode', 'Linode'],
  ['vultr', 'Vultr'],
  ['hetzner', 'Hetzner'],
  ['scaleway', 'Scaleway'],
  ['ovhcloud', 'OVHcloud'],
] as const;

/** A heading's name as the page gives it: its compounds are kept whole with non-breaking hyphens. */
const shown = (text: string) => text.replace(/-/g, '\u2011');

test('/cloud lists every guide with its figures, whole opening sentences and links to each guide', async ({ page }) => {
  await page.goto('/cloud');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cloudIndex.heading);
  const main = page.getByRole('main');
  for (const [slug, name] of PROVIDERS) {
    const link = main.getByRole('link', { name: `Read Expert Guide for ${name}`, exact: true });
    await expect(link).toHaveAttribute('href', `/cloud/${slug}`);
  }
  // Never cut mid-word: each card shows its description's opening sentence, whole.
  for (const description of await main.locator('.provider-card__description').all()) {
    await expect(description).toHaveText(/[.!?]$/);
    expect(await description.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('none');
  }
  await main.getByRole('link', { name: 'Read Expert Guide for Hetzner' }).click();
  await expect(page).toHaveURL(/\/cloud\/hetzner$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

for (const [slug, name] of PROVIDERS) {
  test(`/cloud/${slug} renders every section of the guide`, async ({ page }) => {
    const response = await page.goto(`/cloud/${slug}`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('navigation', { name: SHELL_LABELS.breadcrumb })).toHaveText(
      new RegExp(`Home.*Cloud Guides.*${name}`),
    );
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    for (const label of ['Cost Savings', 'Time Reduction', 'Reliability'])
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    const external = main.locator('a[target="_blank"]');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute('href', /^https:\/\//);
    for (const heading of [
      GUIDE_LABELS.rightForYou(name),
      GUIDE_LABELS.perfectIf,
      GUIDE_LABELS.notRightIf,
      GUIDE_LABELS.platformOverview,
      GUIDE_LABELS.strengths,
      GUIDE_LABELS.limitations,
      GUIDE_LABELS.bestFor,
      GUIDE_LABELS.avoidIf,
      GUIDE_LABELS.caseStudy,
      GUIDE_LABELS.results,
      GUIDE_LABELS.faq,
    ]) {
      await expect(main.getByRole('heading', { name: shown(heading), exact: true })).toBeVisible();
    }
    await expect(main.locator('.trap-card')).toHaveCount(4);
    await expect(main.locator('ol.action-plan > li')).toHaveCount(3);
    const questions = main.locator('.faq-list summary');
    await expect(questions).toHaveCount(5);
    await questions.first().click();
    await expect(main.locator('.faq-list details').first().locator('p')).toBeVisible();
    await expect(main.getByRole('link', { name: dataSet('cloud-guide').ctaButton })).toHaveAttribute(
      'href',
      '/contact',
    );
    const onward = main.getByRole('navigation', { name: /^More from/ }).getByRole('link');
    expect(await onward.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/cloud',
      '/services',
      '/contact',
      '/about',
    ]);
  });
}

test.describe('an unknown provider', () => {
  test.use({ allowConsole: [NOT_FOUND_LOG] });

  test('shows Cloud Provider Not Found with status 404, noindex and a link back to /cloud', async ({ page }) => {
    const response = await page.goto('/cloud/anything-else');
    expect(response?.status()).toBe(404);
    const notFound = await frontMatter<{ heading: string; message: string; links: { label: string; href: string }[] }>(
      '/cloud/404',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
    await expect(page.getByText(notFound.message)).toBeVisible();
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
    await page
      .getByRole('main')
      .locator('a[href="/cloud"]')
      .filter({ hasText: notFound.links.find((l) => l.href === '/cloud')!.label })
      .click();
    await expect(page).toHaveURL(/\/cloud$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cloudIndex.heading);
  });

  test('is not in the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/cloud/aws</loc>');
    expect(sitemap).not.toContain('/cloud/404');
  });
});
