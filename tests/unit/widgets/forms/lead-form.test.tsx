// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HONEYPOT_FIELD } from '../../../../widgets/forms/form-data';
import { LeadForm } from '../../../../widgets/lead-form/LeadForm';
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

const ENDPOINT = 'https://forms.test/f/lead';
/** The messages content/data/forms.yaml gives this form. */
const { success: SUCCESS, error: ERROR } = FORMS.lead;
const FILLED = {
  name: 'Jane Smith',
  email: 'jane@acme.test',
  phone: '(403) 555-0199',
  company: 'Acme Dental',
  website: 'https://acme.test',
  budget: '5k-10k',
  message: 'Slow site, few bookings.',
};

let widget: Mounted;
beforeEach(() => {
  delete window.gtag;
  widget = mount(<LeadForm endpoint={ENDPOINT} content={FORMS.lead} title="Claim Your Free Analysis" />);
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

describe('the contact page lead form: fields', () => {
  it('posts the payload names; name, email, phone and company are required with their types', () => {
    expect(widget.form().getAttribute('action')).toBe(ENDPOINT);
    const named = [...widget.form().elements].map((e) => (e as HTMLInputElement).name).filter(Boolean);
    expect(named).toEqual(['name', 'email', 'phone', 'company', 'website', 'budget', 'message', HONEYPOT_FIELD]);
    expect([...widget.form().querySelectorAll('[required]')].map((e) => e.getAttribute('name'))).toEqual([
      'name',
      'email',
      'phone',
      'company',
    ]);
    expect(['email', 'phone', 'website'].map((n) => widget.field(n).type)).toEqual(['email', 'tel', 'url']);
    expect(widget.field('message').getAttribute('rows')).toBe('4');
    expect(widget.container.querySelector('h2')!.textContent).toBe('Claim Your Free Analysis');
  });

  it('offers the four budget values with the required labels', () => {
    const options = [...widget.field<HTMLSelectElement>('budget').options]
      .slice(1)
      .map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['under-2k', 'Under $2,000'],
      ['2k-5k', '$2,000-$5,000'],
      ['5k-10k', '$5,000-$10,000'],
      ['10k-plus', '$10,000+'],
    ]);
  });
});

describe('sending', () => {
  it('POSTs exactly the seven strings; success shows the thanks, clears every field and records the lead', async () => {
    const fetch = stubFetch(204);
    const events = stubGtag();
    const toasts = recordToasts();
    fillAll();
    submit();
    await settle();
    expect(sentBodies(fetch)).toEqual([FILLED]);
    expect(widget.status()).toBe(SUCCESS);
    expect(Object.values(values()).every((v) => v === '')).toBe(true);
    expect(events.map(([name]) => name)).toEqual(['conversion', 'generate_lead']);
    expect(toasts.map((t) => t.tone)).toEqual(['success']);
  });

  it.each([
    ['a non-ok answer', 503],
    ['a network failure', 0],
  ])('%s shows the error and keeps every field, with no analytics event', async (_case, status) => {
    stubFetch(status);
    const events = stubGtag();
    fillAll();
    submit();
    await settle();
    expect(widget.status()).toBe(ERROR);
    expect(values()).toEqual(FILLED);
    expect(events).toEqual([]);
  });

  it('a hanging send fails after 15 s, keeping the fields', async () => {
    vi.useFakeTimers();
    stubFetch('hang');
    fillAll();
    submit();
    expect(widget.submitButton().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    await settle();
    expect(widget.status()).toBe(ERROR);
    expect(values()).toEqual(FILLED);
    expect(widget.submitButton().disabled).toBe(false);
  });

  it('a double click sends once; a bot filling the honeypot sends nothing', async () => {
    const fetch = stubFetch(200);
    fillAll();
    act(() => {
      widget.submitButton().click();
      widget.submitButton().click();
    });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    fillAll();
    widget.field(HONEYPOT_FIELD).value = 'bot';
    submit();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
