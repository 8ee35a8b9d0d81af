import { formsMock, uniqueEmail } from '../support/mock-forms';
import { expect, test } from './fixtures';

const mock = formsMock();

// Progressive enhancement: every form is a plain POST form to its endpoint, with the same field names.
test.use({ javaScriptEnabled: false });

test('the lead form on /contact posts its fields to forms.lead', async ({ page }) => {
  const email = uniqueEmail('nojs-lead');
  await page.goto('/contact');
  const form = page.locator('#lead-form form');
  await form.getByLabel('Full Name').fill('Jane Smith');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Phone Number').fill('4035550199');
  await form.getByLabel('Company Name').fill('Acme');
  await form.getByLabel('Monthly Marketing Budget').selectOption('under-2k');
  await form.getByRole('button', { name: 'Get My FREE Business Analysis' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we got your message' })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/lead');
  expect(sent!.contentType).toBe('application/x-www-form-urlencoded');
  expect(sent!.fields).toEqual({ name: 'Jane Smith', email, phone: '4035550199', company: 'Acme', website: '', budget: 'under-2k', message: '', _gotcha: '' });
});

test('the contact form posts its fields to forms.contact', async ({ page }) => {
  const email = uniqueEmail('nojs-contact');
  await page.goto('/embed');
  const form = page.locator('[data-island=contact-form] form');
  await form.getByLabel('Full Name').fill('Sam Lee');
  await form.getByLabel('Business Email').fill(email);
  await form.getByLabel('Project Timeline').selectOption('planning');
  await form.getByRole('button', { name: 'Get My Free Consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we got your message' })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/contact');
  expect(sent!.fields).toEqual({ name: 'Sam Lee', email, company: '', service: '', urgency: 'planning', message: '', _gotcha: '' });
});

test('the email capture posts email, type, resource and source to forms.resource', async ({ page }) => {
  const email = uniqueEmail('nojs-capture');
  await page.goto('/ultimate-website-guide');
  const form = page.locator('#email-capture form');
  await form.getByLabel('Business Email').fill(email);
  await form.getByRole('button', { name: 'Send Me the Free Download' }).click();
  await expect(page.getByRole('heading', { name: 'Thanks, we got your message' })).toBeVisible();
  const [sent] = await mock.received(email);
  expect(sent!.path).toBe('/f/resource');
  expect(sent!.fields).toEqual({ type: 'resource_download', source: '/ultimate-website-guide', resource: 'The Ultimate Website Guide', email, _gotcha: '' });
});
