// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../../widgets/contact-form/ContactForm';
import { SERVICE_VALUES, TIMELINE_VALUES } from '../../../../widgets/contact-form/contact-form-content';
import { HONEYPOT_FIELD } from '../../../../widgets/forms/form-data';
import {
  FORMS,
  fill,
  mount,
  recordToasts,
  sentBodies,
  settle,
  stubFetch,
  stubGtag,
  type Mounted,
} from '../../../support/form-widgets';

const ENDPOINT = 'https://forms.test/f/contact';
/** The messages content/data/forms.yaml gives this form. */
const { success: SUCCESS, error: ERROR } = FORMS.contact;
const FILLED = {
  name: 'Jane Smith',
  email: 'jane@acme.test',
  company: 'Acme Dental',
  service: 'kubernetes',
  message: 'Our AWS bill doubled.',
  urgency: 'this-month',
};

let widget: Mounted;
beforeEach(() => {
  delete window.gtag;
  widget = mount(<ContactForm endpoint={ENDPOINT} content={FORMS.contact} />);
});
afterEach(() => {
  widget.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const fillAll = () => {
  for (const [name, value] of Object.entries(FILLED)) fill(widget.field(name), value);
};
const values = () =>
  Object.fromEntries(Object.keys(FILLED).map((name) => [name, widget.field<HTMLInputElement>(name).value]));
const submit = () => act(() => widget.submitButton().click());

describe('the home contact form: fields', () => {
  it('is a real POST form to the endpoint, with the payload names as field names', () => {
    expect(widget.form().getAttribute('method')).toBe('post');
    expect(widget.form().getAttribute('action')).toBe(ENDPOINT);
    const named = [...widget.form().elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(named).toEqual(['name', 'email', 'company', 'urgency', 'service', 'message', HONEYPOT_FIELD]);
  });

  it('requires Full Name and Business Email (type email); the rest is optional', () => {
    const required = [...widget.form().querySelectorAll('[required]')].map((e) => e.getAttribute('name'));
    expect(required).toEqual(['name', 'email']);
    expect(widget.field('email').type).toBe('email');
    const label = (name: string) =>
      widget.container.querySelector(`label[for="${widget.field(name).id}"]`)!.textContent;
    expect(label('name')).toBe('Full Name *');
    expect(label('email')).toBe('Business Email *');
    expect(label('company')).toBe('Company Name');
    // Primary Interest: labelled optional, as it behaves (never required).
    expect(label('service')).toBe('Primary Interest');
    expect(label('urgency')).toBe('Project Timeline');
  });

  it('offers the required service and timeline values with readable labels, an empty choice first', () => {
    const options = (name: string) => [...widget.field<HTMLSelectElement>(name).options].map((o) => o.value);
    expect(options('service')).toEqual(['', ...SERVICE_VALUES]);
    expect(options('urgency')).toEqual(['', ...TIMELINE_VALUES]);
    const labels = [...widget.field<HTMLSelectElement>('service').options].map((o) => o.textContent);
    expect(labels.every((l) => l && !/^[a-z-]+$/.test(l))).toBe(true);
  });

  it('hides the honeypot from people and assistive technology without display:none', () => {
    const trap = widget.field(HONEYPOT_FIELD);
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden=true]')).not.toBeNull();
    expect(trap.closest('.cdw-hp')).not.toBeNull();
    expect(trap.hidden).toBe(false);
    expect(trap.getAttribute('autocomplete')).toBe('off');
  });
});

describe('sending', () => {
  it('POSTs exactly {name, email, company, service, message, urgency}; success clears every field and records conversion and generate_lead', async () => {
    const fetch = stubFetch(200);
    const events = stubGtag();
    const toasts = recordToasts();
    fillAll();
    submit();
    expect(widget.submitButton().disabled).toBe(true);
    expect(widget.submitButton().textContent).toBe(FORMS.contact.sending);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(ENDPOINT);
    expect(sentBodies(fetch)).toEqual([FILLED]);
    expect(widget.status()).toBe(SUCCESS);
    expect(values()).toEqual({ name: '', email: '', company: '', service: '', message: '', urgency: '' });
    expect(events.map(([name]) => name)).toEqual(['conversion', 'generate_lead']);
    expect(events[1]![1]).toEqual({ source: 'home_contact_form', type: 'contact_form' });
    expect(toasts).toEqual([{ message: SUCCESS, tone: 'success', announce: false }]);
    expect(widget.submitButton().disabled).toBe(false);
  });

  it('sends empty strings for the optional fields left empty', async () => {
    const fetch = stubFetch(200);
    fill(widget.field('name'), 'Jane');
    fill(widget.field('email'), 'jane@acme.test');
    submit();
    await settle();
    expect(sentBodies(fetch)).toEqual([
      { name: 'Jane', email: 'jane@acme.test', company: '', service: '', message: '', urgency: '' },
    ]);
  });

  it('a non-ok answer shows the error, keeps every field and records a failed submission', async () => {
    stubFetch(500);
    const events = stubGtag();
    const toasts = recordToasts();
    fillAll();
    submit();
    await settle();
    expect(widget.status()).toBe(ERROR);
    expect(values()).toEqual(FILLED);
    expect(events).toEqual([['form_submit', { form: 'contact', result: 'failed', status: 500 }]]);
    expect(toasts).toEqual([{ message: ERROR, tone: 'error', announce: false }]);
  });

  it('a network failure shows the same error, keeps the fields and records nothing', async () => {
    stubFetch(0);
    const events = stubGtag();
    fillAll();
    submit();
    await settle();
    expect(widget.status()).toBe(ERROR);
    expect(values()).toEqual(FILLED);
    expect(events).toEqual([]);
  });

  it('a send that hangs fails after 15 s like a network failure', async () => {
    vi.useFakeTimers();
    stubFetch('hang');
    const events = stubGtag();
    fillAll();
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(14_999));
    expect(widget.status()).toBe(FORMS.contact.sending);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    await settle();
    expect(widget.status()).toBe(ERROR);
    expect(values()).toEqual(FILLED);
    expect(events).toEqual([]);
  });

  it('a double click sends once', async () => {
    const fetch = stubFetch(200);
    fillAll();
    act(() => {
      widget.submitButton().click();
      widget.submitButton().click();
    });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a filled honeypot (a bot) sends nothing and records nothing', async () => {
    const fetch = stubFetch(200);
    const events = stubGtag();
    fillAll();
    widget.field(HONEYPOT_FIELD).value = 'http://spam.test';
    submit();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('in a partner embed: no analytics and no toasts', async () => {
    widget.unmount();
    widget = mount(<ContactForm endpoint={ENDPOINT} content={FORMS.contact} trackEvents={false} toasts={false} />);
    stubFetch(200);
    const events = stubGtag();
    const toasts = recordToasts();
    fillAll();
    submit();
    await settle();
    expect(widget.status()).toBe(SUCCESS);
    expect(events).toEqual([]);
    expect(toasts).toEqual([]);
    expect(widget.form().hasAttribute('data-enhance')).toBe(false);
  });
});
