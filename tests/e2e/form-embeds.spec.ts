import type { Page } from '@playwright/test';
import { CONSENT_DEMO_START } from '../../templates/components/ConsentDemo';
import { CONSENT_COPY as COPY } from '../../widgets/consent/consent-copy';
import { dataSet, frontMatter } from '../support/content-copy';
import { formsMock, PARTNER_CONSENT_LINK, uniqueEmail } from '../support/mock-forms';
import { expect, test } from './fixtures';

const mock = formsMock();
const { lead, contact, emailCapture } = dataSet('forms');
const embedDocs = await frontMatter<{
  widgets: { name: string; title: string; examples?: { attributes: Record<string, string> }[] }[];
}>('/embed');
/** The title /embed gives a widget's section (its CSP entries are labelled with it). */
const embedTitle = (name: string) => embedDocs.widgets.find((w) => w.name === name)!.title;
const embedUrl = (widget: string) => `${process.env.PREVIEW_URL}/embed/${widget}.js`;
/** A partner page on another origin with hostile CSS, our element (with `attrs`) and our script. */
const partner = (widget: string, attrs: Record<string, string> = {}, csp?: string) =>
  mock.url(
    `/partner?widget=${widget}&embed=${encodeURIComponent(embedUrl(widget))}&attrs=${encodeURIComponent(JSON.stringify(attrs))}${csp ? `&csp=${encodeURIComponent(csp)}` : ''}`,
  );

/** The CSP entries /embed documents for a widget, pointed at the preview server instead of production. */
async function documentedPolicy(page: Page, title: string): Promise<string> {
  await page.goto('/embed');
  const documented = (await page.getByLabel(`${title} CSP entries`).textContent()) ?? '';
  const siteUrl = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
  return documented.replaceAll(siteUrl, new URL(process.env.PREVIEW_URL!).origin);
}

async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return violations;
}

test.describe('form embeds on a hostile third-party page', () => {
  // The service refuses on purpose in one test: Chromium itself logs the refused request.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (422|500)/] });

  test("the lead form posts JSON to the partner's own endpoint (data-endpoint), within the documented CSP", async ({
    page,
  }) => {
    const policy = await documentedPolicy(page, embedTitle('lead-form'));
    // The partner's own form service: their endpoint replaces ours in what they allow.
    const own = mock.url('/f/partner-leads');
    const violations = await recordCspViolations(page);
    const csp = policy.replaceAll(mock.url('/f/lead'), own);
    const email = uniqueEmail('embed-lead');
    await page.goto(
      partner('lead-form', { 'data-endpoint': own, 'data-title': 'Free analysis from our partner' }, csp),
    );
    const widget = page.locator('#widget');
    const title = widget.getByRole('heading', { name: 'Free analysis from our partner' });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).toBe('24px');
    expect(
      await widget.getByLabel(lead.fields.name.label).evaluate((el) => getComputedStyle(el).fontFamily),
    ).not.toContain('serif,');
    await widget.getByLabel(lead.fields.name.label).fill('Jane Smith');
    await widget.getByLabel(lead.fields.email.label).fill(email);
    await widget.getByLabel(lead.fields.phone.label).fill('4035550199');
    await widget.getByLabel(lead.fields.company.label).fill('Acme');
    await widget.getByRole('button', { name: lead.submit }).click();
    await expect(widget.getByRole('status')).toHaveText(lead.success);
    const [sent] = await mock.received(email);
    expect(sent!.path).toBe('/f/partner-leads');
    expect(sent!.fields).toEqual({
      name: 'Jane Smith',
      email,
      phone: '4035550199',
      company: 'Acme',
      website: '',
      budget: '',
      message: '',
    });
    expect(violations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[] }).__gtagCalls)).toEqual([]);
  });

  test('the contact form embed sends to our endpoint by default and shows a refusal', async ({ page }) => {
    const email = uniqueEmail('embed-contact');
    await mock.answer(email, { kind: 'status', status: 500 });
    await page.goto(partner('contact-form', { 'data-error-message': 'Sorry, that did not go through.' }));
    const widget = page.locator('#widget');
    await widget.getByLabel(contact.fields.name.label).fill('Sam Lee');
    await widget.getByLabel(contact.fields.email.label).fill(email);
    await widget.getByRole('button', { name: contact.submit }).click();
    await expect(widget.getByRole('status')).toHaveText('Sorry, that did not go through.');
    await expect(widget.getByLabel(contact.fields.name.label)).toHaveValue('Sam Lee');
    expect((await mock.received(email))[0]!.path).toBe('/f/contact');
  });

  test("the email capture embed sends the partner page's path as source and opens our library", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('embed-capture');
    const ROI = emailCapture.resources.at(-1)!.title;
    await page.goto(partner('email-capture', { 'data-resource': ROI }));
    const widget = page.locator('#widget');
    await expect(widget.getByLabel(emailCapture.resourceLabel)).toHaveValue(ROI);
    await widget.getByLabel(emailCapture.email.label).fill(email);
    const tab = context.waitForEvent('page');
    await widget.getByRole('button', { name: emailCapture.submit }).click();
    await expect(widget.getByRole('heading', { name: emailCapture.thanksTitle })).toBeVisible();
    const opened = await tab;
    expect(opened.url()).toBe(`${process.env.PREVIEW_URL}${emailCapture.libraryHref}`);
    const [sent] = await mock.received(email);
    expect(sent!.fields).toEqual({ email, type: 'resource_download', resource: ROI, source: '/partner' });
  });
});

test.describe('the consent embed on a hostile third-party page', () => {
  test.use({ storedConsent: null });
  const partnerTitle = 'Cookies on Partner';
  const banner = (page: Page) => page.getByRole('region', { name: partnerTitle });

  test('shows with the partner texts, stores the choice under our keys, updates Consent Mode v2 and sends chinook:consent', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    const csp = await documentedPolicy(page, 'Cookie consent banner');
    await page.goto(
      partner(
        'consent',
        { 'data-title': partnerTitle, 'data-privacy-url': '/their-privacy', 'data-position': 'bottom-right' },
        csp,
      ),
    );
    await expect(banner(page)).toBeVisible();
    const title = banner(page).getByRole('heading', { name: partnerTitle });
    expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).toBe('19px');
    expect(await banner(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const box = (await banner(page).boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1200);
    await expect(banner(page).getByRole('link', { name: COPY.privacyLink })).toHaveAttribute('href', '/their-privacy');

    await banner(page).getByRole('button', { name: COPY.accept }).click();
    await expect(banner(page)).toBeHidden();
    const state = () =>
      page.evaluate(() => ({
        stored: [localStorage.getItem('cookie-consent'), localStorage.getItem('analytics-consent')],
        gtag: (window as unknown as { __gtagCalls: unknown[] }).__gtagCalls,
        events: (window as unknown as { __consentEvents: unknown[] }).__consentEvents,
      }));
    expect(await state()).toEqual({
      stored: ['accepted', 'true'],
      gtag: [
        [
          'consent',
          'update',
          { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
        ],
      ],
      events: [{ choice: 'accepted', analytics: true, stored: false, preview: false }],
    });

    // A later visit: no banner, the stored choice is replayed once; "Cookie settings" reopens it.
    await page.reload();
    await expect
      .poll(async () => (await state()).events)
      .toEqual([{ choice: 'accepted', analytics: true, stored: true, preview: false }]);
    await expect(banner(page)).toBeHidden();
    await page.getByText(PARTNER_CONSENT_LINK).click();
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: COPY.reject }).click();
    expect((await state()).stored).toEqual(['rejected', 'false']);
    expect(violations).toEqual([]);
  });

  test('Customize offers the locked essential box and the analytics box, as on our site', async ({ page }) => {
    await page.goto(partner('consent', { 'data-title': partnerTitle }));
    await banner(page).getByRole('button', { name: COPY.customize }).click();
    await expect(banner(page).getByRole('checkbox', { name: COPY.essential.label })).toBeDisabled();
    await expect(banner(page).getByRole('checkbox', { name: COPY.analytics.label })).not.toBeChecked();
    await banner(page).getByRole('button', { name: COPY.save }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('customized');
    expect(await page.evaluate(() => Object.keys(window).filter((k) => k.startsWith('Chinook')))).toEqual([
      'ChinookWidgets',
    ]);
  });
});

test('the consent live example on /embed loads the real embed script and never touches our own choice', async ({
  page,
}) => {
  await page.goto('/embed');
  const example = embedDocs.widgets.find((w) => w.name === 'consent')!.examples![0]!.attributes;
  await page.getByRole('button', { name: CONSENT_DEMO_START }).click();
  const preview = page.getByRole('region', { name: example['data-title'] });
  await expect(preview).toBeVisible();
  await preview.getByRole('button', { name: COPY.accept }).click();
  await expect(page.locator('output')).toHaveText(
    '{"choice":"accepted","analytics":true,"stored":false,"preview":true}',
  );
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected');
  await page.getByRole('button', { name: CONSENT_DEMO_START }).click();
  await expect(preview).toBeVisible();
});
