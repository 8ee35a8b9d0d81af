import type { Page } from '@playwright/test';
import type { PageSpeedRequest } from '../support/mock-pagespeed';
import { dataSet } from '../support/content-copy';
import { expect, mockUrl, test } from './fixtures';

const checker = dataSet('checker');

const partner = (attrs: Record<string, string> = {}, csp?: string) =>
  mockUrl(
    `/checker-partner?embed=${encodeURIComponent(`${process.env.PREVIEW_URL}/embed/checker.js`)}&attrs=${encodeURIComponent(JSON.stringify(attrs))}${csp ? `&csp=${encodeURIComponent(csp)}` : ''}`,
  );
const addedGlobals = (page: Page) =>
  page.evaluate(() => {
    const before = new Set((window as unknown as { __globalsBefore: string[] }).__globalsBefore);
    return Object.keys(window).filter((k) => !before.has(k) && k !== '__globalsBefore');
  });
const requestsFor = async (host: string) =>
  (await (await fetch(mockUrl(`/pagespeed/__log?host=${host}`))).json()) as PageSpeedRequest[];

test('the checker embed works on a hostile third-party page of another origin, adding one global', async ({ page }) => {
  await page.goto(partner());
  const widget = page.locator('#checker');
  const title = widget.getByRole('heading', { name: checker.form.title });
  await expect(title).toBeVisible();
  // The partner's `html { font-size: 40px; font-family: serif; text-transform: uppercase }` stays out.
  expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).toBe('26px');
  expect(await title.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  const submit = widget.getByRole('button', { name: checker.form.submit });
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);

  await widget.getByLabel(checker.form.label).fill('embed-default.example');
  await submit.click();
  await expect(widget.getByRole('heading', { name: checker.results.heading })).toBeVisible();
  await expect(widget.locator('.cdw-ring__value strong')).toHaveText('84');
  await expect(widget.getByRole('link', { name: checker.results.help })).toHaveAttribute(
    'href',
    'https://chinookdigital.example/contact',
  );
  // Our settings bake in no key, and a partner's address bar is left alone.
  expect((await requestsFor('embed-default.example')).map((r) => [r.key, r.path])).toEqual([
    [null, '/pagespeed/runPagespeed'],
    [null, '/pagespeed/runPagespeed'],
  ]);
  expect(new URL(page.url()).searchParams.has('url')).toBe(false);
  expect(await addedGlobals(page)).toEqual(['ChinookWidgets']);
});

test("a partner's endpoint, key, contact page and theme colour are used; bad values fall back", async ({ page }) => {
  const proxy = mockUrl('/pagespeed/partner-proxy/runPagespeed?site=42');
  await page.goto(
    partner({
      'data-endpoint': proxy,
      'data-api-key': 'AIzaSyPartnerKey_1234567890',
      'data-contact-url': '/hire-us',
      'data-theme-color': '#0f766e',
    }),
  );
  const widget = page.locator('#checker');
  const submit = widget.getByRole('button', { name: checker.form.submit });
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
  await widget.getByLabel(checker.form.label).fill('embed-options.example');
  await submit.click();
  await expect(widget.getByRole('heading', { name: checker.results.heading })).toBeVisible();
  expect((await requestsFor('embed-options.example')).map((r) => [r.key, r.path])).toEqual([
    ['AIzaSyPartnerKey_1234567890', '/pagespeed/partner-proxy/runPagespeed'],
    ['AIzaSyPartnerKey_1234567890', '/pagespeed/partner-proxy/runPagespeed'],
  ]);
  await expect(widget.getByRole('link', { name: checker.results.help })).toHaveAttribute('href', mockUrl('/hire-us'));

  await page.goto(
    partner({
      'data-endpoint': 'javascript:alert(1)',
      'data-api-key': '"><b>',
      'data-contact-url': 'javascript:alert(1)',
      'data-theme-color': '#ffff00',
    }),
  );
  const fallback = page.locator('#checker').getByRole('button', { name: checker.form.submit });
  await expect(fallback).toBeVisible();
  expect(await fallback.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(29, 78, 216)');
  await page.locator('#checker').getByLabel(checker.form.label).fill('embed-fallback.example');
  await fallback.click();
  await expect(page.locator('#checker').getByRole('link', { name: checker.results.help })).toHaveAttribute(
    'href',
    'https://chinookdigital.example/contact',
  );
  expect((await requestsFor('embed-fallback.example')).map((r) => r.key)).toEqual([null, null]);
});

test('the checker embed works on a partner page whose strict CSP adds only what /embed documents', async ({ page }) => {
  await page.goto('/embed');
  const documented = (await page.getByLabel('Website checker CSP entries').textContent()) ?? '';
  const siteUrl = new URL((await page.locator('link[rel=canonical]').getAttribute('href'))!).origin;
  const policy = documented.replaceAll(siteUrl, new URL(process.env.PREVIEW_URL!).origin);
  expect(policy).toMatch(/^connect-src /m);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(partner({ 'data-theme-color': '#0f766e' }, policy));
  const widget = page.locator('#checker');
  await widget.getByLabel(checker.form.label).fill('embed-csp.example');
  await widget.getByRole('button', { name: checker.form.submit }).click();
  await expect(widget.getByRole('heading', { name: checker.results.heading })).toBeVisible();
  // Styles (a constructed stylesheet) and the theme colour (set through the CSSOM) need no style-src entry.
  expect(
    await widget
      .getByRole('heading', { name: checker.results.heading })
      .evaluate((el) => getComputedStyle(el).fontSize),
  ).toBe('30px');
  expect(
    await widget
      .getByRole('button', { name: checker.results.again })
      .evaluate((el) => getComputedStyle(el.closest('.cdw-checker')!).getPropertyValue('--cdw-theme')),
  ).toBe('#0f766e');
  expect(violations).toEqual([]);
});
