// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailCapture } from '../../../../widgets/email-capture/EmailCapture';
import { LIBRARY_DELAY_MS } from '../../../../widgets/email-capture/email-capture-content';
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

const ENDPOINT = 'https://forms.test/f/resource';
const LIBRARY = '/ultimate-website-guide#resources';

let widget: Mounted;
let open: ReturnType<typeof vi.fn>;
beforeEach(() => {
  delete window.gtag;
  window.history.replaceState(null, '', '/ultimate-website-guide');
  open = vi.fn();
  window.open = open as unknown as typeof window.open;
  document.body.innerHTML = '<a href="#email-capture" data-resource="Website ROI Calculator">Download Free</a>';
  widget = mount(
    <EmailCapture
      endpoint={ENDPOINT}
      content={FORMS.emailCapture}
      sourcePath="/ultimate-website-guide"
      libraryUrl={LIBRARY}
      anchorId="email-capture"
    />,
  );
});
afterEach(() => {
  widget.unmount();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const submit = () => act(() => widget.submitButton().click());

describe('the email capture', () => {
  it('has a required email field; the button is disabled while it is empty', () => {
    const email = widget.field('email');
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(widget.submitButton().disabled).toBe(true);
    fill(email, 'jane@acme.test');
    expect(widget.submitButton().disabled).toBe(false);
    fill(email, '   ');
    expect(widget.submitButton().disabled).toBe(true);
  });

  it("a 'Download Free' link to the form picks its download", async () => {
    expect(widget.field<HTMLSelectElement>('resource').value).toBe(FORMS.emailCapture.defaultResource);
    act(() => document.querySelector<HTMLAnchorElement>('a[data-resource]')!.click());
    expect(widget.field<HTMLSelectElement>('resource').value).toBe('Website ROI Calculator');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
    expect(document.activeElement).toBe(widget.field('email'));
  });

  it("POSTs {email, type: 'resource_download', resource, source: the path}; success becomes 'Thank You!' and opens the library 1000 ms later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = stubFetch(200);
    const events = stubGtag();
    const toasts = recordToasts();
    fill(widget.field('email'), 'jane@acme.test');
    fill(widget.field('resource'), 'Website Launch Checklist');
    submit();
    expect(widget.submitButton().textContent).toBe('Getting Your Download...');
    expect(widget.submitButton().disabled).toBe(true);
    await settle();
    expect(sentBodies(fetch)).toEqual([
      {
        email: 'jane@acme.test',
        type: 'resource_download',
        resource: 'Website Launch Checklist',
        source: '/ultimate-website-guide',
      },
    ]);
    expect(widget.container.querySelector('form')).toBeNull();
    const heading = widget.container.querySelector('h2')!;
    expect(heading.textContent).toBe('Thank You!');
    expect(document.activeElement).toBe(heading);
    expect(events.map(([name]) => name)).toEqual(['email_capture', 'lead_generation']);
    expect(toasts.map((t) => t.tone)).toEqual(['success']);
    await act(async () => vi.advanceTimersByTimeAsync(LIBRARY_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(open).toHaveBeenCalledWith(LIBRARY, '_blank', 'noopener');
    expect(LIBRARY_DELAY_MS).toBe(1000);
  });

  it.each([
    ['a non-ok answer', 500],
    ['a network failure', 0],
  ])("%s shows 'There was an error. Please try again.' and leaves the form usable", async (_case, status) => {
    stubFetch(status);
    const events = stubGtag();
    fill(widget.field('email'), 'jane@acme.test');
    submit();
    await settle();
    expect(widget.status()).toBe('There was an error. Please try again.');
    expect(widget.field('email').value).toBe('jane@acme.test');
    expect(widget.submitButton().disabled).toBe(false);
    expect(widget.submitButton().textContent).toBe(FORMS.emailCapture.submit);
    expect(events).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('a hanging send fails after 15 s', async () => {
    vi.useFakeTimers();
    stubFetch('hang');
    fill(widget.field('email'), 'jane@acme.test');
    submit();
    await act(async () => vi.advanceTimersByTimeAsync(15_000));
    await settle();
    expect(widget.status()).toBe('There was an error. Please try again.');
  });

  it('a double click sends once; the honeypot stops a bot without sending', async () => {
    const fetch = stubFetch(500);
    fill(widget.field('email'), 'jane@acme.test');
    act(() => {
      widget.submitButton().click();
      widget.submitButton().click();
    });
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    widget.field(HONEYPOT_FIELD).value = 'bot';
    submit();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('posts the same four fields without JavaScript (hidden type and source)', () => {
    expect(widget.form().getAttribute('action')).toBe(ENDPOINT);
    const data = new FormData(widget.form());
    expect(data.get('type')).toBe('resource_download');
    expect(data.get('source')).toBe('/ultimate-website-guide');
    expect(data.get('resource')).toBe(FORMS.emailCapture.defaultResource);
  });
});
