import { dataSet } from '../support/content-copy';
import { formsMock, RECEIVED_HEADING, uniqueEmail } from '../support/mock-forms';
import { expect, test } from './fixtures';

const mock = formsMock();
const { lead, contact, emailCapture } = dataSet('forms');

// Progressive enhancement: every form is a plain POST form to its endpoint, with the same field names.
test.use({ javaScriptEnabled: false });

test('the lead form on /contact posts its fields to forms.lead', async ({ page }) => {
  const email = uniqueEmail('nojs-lead');
  await page.goto('/contact');
  const form = page.locator('#lead-form form');
  await form.getByLabel(lead.fields.name.label).fill('Jane Smith');
  await form.getByLabel(lead.fields.email.label).fill(email);
  await form.getByLabel(lead.fields.phone.label).fill('4035550199');
  await form.getByLabel(lead.fields.company.label).fill('Acme');
  await form.getByLabel(lead.fields.budget.label).selectOption('under-2k');
  await form.getByRole('button', { name: lead.submit }).click();
  await expect(page.getByRole('heading', { name: RECEIVED_HEADING })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/lead');
  expect(sent!.contentType).toBe('application/x-www-form-urlencoded');
  expect(sent!.fields).toEqual({
    name: 'Jane Smith',
    email,
    phone: '4035550199',
    company: 'Acme',
    website: '',
    budget: 'under-2k',
    message: '',
    _gotcha: '',
  });
});

test('the contact form posts its fields to forms.contact', async ({ page }) => {
  const email = uniqueEmail('nojs-contact');
  await page.goto('/embed');
  const form = page.locator('[data-island=contact-form] form');
  await form.getByLabel(contact.fields.name.label).fill('Sam Lee');
  await form.getByLabel(contact.fields.email.label).fill(email);
  await form.getByLabel(contact.fields.urgency.label).selectOption('planning');
  await form.getByRole('button', { name: contact.submit }).click();
  await expect(page.getByRole('heading', { name: RECEIVED_HEADING })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/contact');
  expect(sent!.fields).toEqual({
    name: 'Sam Lee',
    email,
    company: '',
    service: '',
    urgency: 'planning',
    message: '',
    _gotcha: '',
  });
});

test('the email capture posts email, type, resource and source to forms.resource', async ({ page }) => {
  const email = uniqueEmail('nojs-capture');
  await page.goto('/ultimate-website-guide');
  const form = page.locator('#email-capture form');
  await form.getByLabel(emailCapture.email.label).fill(email);
  await form.getByRole('button', { name: emailCapture.submit }).click();
  await expect(page.getByRole('heading', { name: RECEIVED_HEADING })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/resource');
  expect(sent!.fields).toEqual({
    type: 'resource_download',
    source: '/ultimate-website-guide',
    resource: emailCapture.defaultResource,
    email,
    _gotcha: '',
  });
});
