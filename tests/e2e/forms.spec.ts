import type { Locator, Page } from '@playwright/test';
import { TOAST_REGION_LABEL } from '../../widgets/enhance/toast-labels';
import { dataSet } from '../support/content-copy';
import { formsMock, uniqueEmail } from '../support/mock-forms';
import { expect, reachIslands, test } from './fixtures';

const mock = formsMock();
const { lead, contact } = dataSet('forms');
const SUCCESS = lead.success;
const ERROR = lead.error;

/** The form as a visitor reaches it (scrolled to, the pointer over it), hydrated. */
const leadForm = async (page: Page) => {
  await reachIslands(page, '[data-island=lead-form]');
  return page.locator('[data-island=lead-form][data-hydrated] form');
};
const contactForm = async (page: Page) => {
  await reachIslands(page, '[data-island=contact-form]');
  return page.locator('[data-island=contact-form][data-hydrated] form').first();
};

async function fillLead(form: Locator, email: string) {
  const { fields } = lead;
  await form.getByLabel(fields.name.label).fill('Jane Smith');
  await form.getByLabel(fields.email.label).fill(email);
  await form.getByLabel(fields.phone.label).fill('(403) 555-0199');
  await form.getByLabel(fields.company.label).fill('Acme Dental');
  await form.getByLabel(fields.website.label).fill('https://acme.example');
  await form.getByLabel(fields.budget.label).selectOption('5k-10k');
  await form.getByLabel(fields.message.label).fill('Slow site, few bookings.');
}
/** Every POST the page makes from now on (a widget's send, or a native form submission). */
function posts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') urls.push(request.url());
  });
  return urls;
}

const leadValues = (form: Locator) =>
  form.evaluate((f: HTMLFormElement) =>
    Object.fromEntries(
      ['name', 'email', 'phone', 'company', 'website', 'budget', 'message'].map((n) => [
        n,
        (f.elements.namedItem(n) as HTMLInputElement).value,
      ]),
    ),
  );

test.describe('the lead form on /contact', () => {
  // The service refuses on purpose in one test: Chromium itself logs the refused request.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (422|500)/] });

  test('posts exactly the seven fields as JSON; success shows the thanks (and a toast) and clears the form', async ({
    page,
  }) => {
    const email = uniqueEmail('lead-ok');
    await page.goto('/contact');
    const form = await leadForm(page);
    await fillLead(form, email);
    await form.getByRole('button', { name: lead.submit }).click();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    await expect(page.getByRole('region', { name: TOAST_REGION_LABEL }).getByText(SUCCESS)).toBeVisible();
    const [sent] = await mock.received(email);
    expect(sent!.contentType).toBe('application/json');
    expect(sent!.path).toBe('/f/lead');
    expect(sent!.fields).toEqual({
      name: 'Jane Smith',
      email,
      phone: '(403) 555-0199',
      company: 'Acme Dental',
      website: 'https://acme.example',
      budget: '5k-10k',
      message: 'Slow site, few bookings.',
    });
    expect(Object.values(await leadValues(form)).every((v) => v === '')).toBe(true);
  });

  test('a 500 answer shows the error and keeps every field', async ({ page }) => {
    const email = uniqueEmail('lead-500');
    await mock.answer(email, { kind: 'status', status: 500 });
    await page.goto('/contact');
    const form = await leadForm(page);
    await fillLead(form, email);
    await form.getByRole('button', { name: lead.submit }).click();
    await expect(form.getByRole('status')).toHaveText(ERROR);
    expect(await leadValues(form)).toMatchObject({ name: 'Jane Smith', email, budget: '5k-10k' });
    expect(await mock.received(email)).toHaveLength(1);
  });

  test('a hung service fails after 15 s with the same error, fields kept; the button is disabled meanwhile', async ({
    page,
  }) => {
    const email = uniqueEmail('lead-hang');
    await mock.answer(email, { kind: 'hang' });
    await page.clock.install();
    await page.goto('/contact');
    const form = await leadForm(page);
    await fillLead(form, email);
    const button = form.getByRole('button', { name: lead.submit });
    await button.click();
    await expect(form.getByRole('button', { name: lead.sending })).toBeDisabled();
    await expect.poll(() => mock.received(email)).toHaveLength(1);
    await page.clock.fastForward(14_000);
    await expect(form.getByRole('button', { name: lead.sending })).toBeDisabled();
    await page.clock.fastForward(1_100);
    await expect(form.getByRole('status')).toHaveText(ERROR);
    await expect(button).toBeEnabled();
    expect(await leadValues(form)).toMatchObject({ name: 'Jane Smith', email });
  });

  test('a double click sends once', async ({ page }) => {
    const email = uniqueEmail('lead-double');
    await mock.answer(email, { kind: 'delay', ms: 400 });
    await page.goto('/contact');
    const form = await leadForm(page);
    await fillLead(form, email);
    await form.getByRole('button', { name: lead.submit }).dblclick();
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(await mock.received(email)).toHaveLength(1);
  });

  test('the browser checks the required fields and types before anything is sent', async ({ page }) => {
    const email = uniqueEmail('lead-invalid');
    const sent = posts(page);
    await page.goto('/contact');
    const form = await leadForm(page);
    await form.getByLabel(lead.fields.email.label).fill(email);
    // The browser's check of a submission fires `invalid` at the fields it refuses, in the click that submits.
    await form.evaluate((f: HTMLFormElement) =>
      f.addEventListener('invalid', () => ((window as unknown as { __refused: boolean }).__refused = true), {
        capture: true,
        once: true,
      }),
    );
    await form.getByRole('button', { name: lead.submit }).click();
    await page.waitForFunction(() => (window as unknown as { __refused?: boolean }).__refused === true);
    expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);
    // A send would have started in that same click (the submit handler calls fetch at once).
    expect(sent).toEqual([]);
    expect(await mock.received(email)).toEqual([]);
  });

  test('a filled honeypot (a bot) sends nothing', async ({ page }) => {
    const email = uniqueEmail('lead-bot');
    await page.goto('/contact');
    const form = await leadForm(page);
    await fillLead(form, email);
    await form
      .locator('input[name=_gotcha]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    const sent = posts(page);
    await form.getByRole('button', { name: lead.submit }).click();
    // A real send shows this only once the service has answered, so by now it would have been made and received.
    await expect(form.getByRole('status')).toHaveText(SUCCESS);
    expect(sent).toEqual([]);
    expect(await mock.received(email)).toEqual([]);
  });
});

test.describe('the contact form (the live example on /embed)', () => {
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (422|500)/] });

  test('posts {name, email, company, service, message, urgency}; success clears every field', async ({ page }) => {
    const email = uniqueEmail('contact-ok');
    await page.goto('/embed');
    const form = await contactForm(page);
    await form.getByLabel(contact.fields.name.label).fill('Sam Lee');
    await form.getByLabel(contact.fields.email.label).fill(email);
    await form.getByLabel(contact.fields.company.label).fill('Lee Logistics');
    await form
      .getByLabel(contact.fields.service.label)
      .selectOption({ label: contact.fields.service.options.find((o) => o.value === 'kubernetes')!.label });
    await form.getByLabel(contact.fields.urgency.label).selectOption('asap');
    await form.getByLabel(contact.fields.message.label).fill('Deploys take a day.');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByRole('status')).toHaveText(contact.success);
    const [sent] = await mock.received(email);
    expect(sent!.path).toBe('/f/contact');
    expect(sent!.fields).toEqual({
      name: 'Sam Lee',
      email,
      company: 'Lee Logistics',
      service: 'kubernetes',
      message: 'Deploys take a day.',
      urgency: 'asap',
    });
    await expect(form.getByLabel(contact.fields.name.label)).toHaveValue('');
    await expect(form.getByLabel(contact.fields.service.label)).toHaveValue('');
  });

  test('a refused message keeps every field', async ({ page }) => {
    const email = uniqueEmail('contact-422');
    await mock.answer(email, { kind: 'status', status: 422 });
    await page.goto('/embed');
    const form = await contactForm(page);
    await form.getByLabel(contact.fields.name.label).fill('Sam Lee');
    await form.getByLabel(contact.fields.email.label).fill(email);
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByRole('status')).toHaveText(contact.error);
    await expect(form.getByLabel(contact.fields.name.label)).toHaveValue('Sam Lee');
  });
});
