// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from '../../../widgets/consent/ConsentBanner';
import { CONSENT_COPY as COPY } from '../../../widgets/consent/consent-copy';
import {
  CONSENT_EVENT,
  consentModeUpdate,
  safeLink,
  startPartnerConsent,
  type ConsentEventDetail,
} from '../../../widgets/consent/partner-consent';

let events: ConsentEventDetail[];
let gtagCalls: unknown[][];
const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]')!;
const button = (name: string) => [...banner().querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;
const onEvent = (e: Event) => events.push((e as CustomEvent<ConsentEventDetail>).detail);

beforeEach(() => {
  window.localStorage.clear();
  events = [];
  gtagCalls = [];
  window.gtag = (...args: unknown[]) => gtagCalls.push(args);
  document.addEventListener(CONSENT_EVENT, onEvent);
  document.body.innerHTML = `<div>${renderToStaticMarkup(<ConsentBanner privacyHref="/privacy" idPrefix="cdw-consent-" />)}</div><a href="#" data-chinook-consent-open>${COPY.reopen}</a>`;
});
afterEach(() => {
  document.removeEventListener(CONSENT_EVENT, onEvent);
  delete window.gtag;
});

describe('the consent banner on a partner page', () => {
  it('shows on a first visit with the partner texts and privacy link', () => {
    startPartnerConsent(banner(), {
      title: 'Cookies at Acme',
      text: 'We use cookies. See our',
      privacyLabel: 'cookie policy',
      privacyUrl: 'https://acme.test/privacy',
    });
    expect(banner().hidden).toBe(false);
    expect(banner().querySelector('h2')!.textContent).toBe('Cookies at Acme');
    expect(banner().querySelector('.consent__text')!.textContent).toBe('We use cookies. See our cookie policy.');
    expect(banner().querySelector('a')!.getAttribute('href')).toBe('https://acme.test/privacy');
    expect(events).toEqual([]);
  });

  it('Accept All stores the same keys as our site, updates Consent Mode v2 and sends chinook:consent', () => {
    startPartnerConsent(banner(), {});
    button(COPY.accept).click();
    expect([localStorage.getItem('cookie-consent'), localStorage.getItem('analytics-consent')]).toEqual([
      'accepted',
      'true',
    ]);
    expect(gtagCalls).toEqual([
      [
        'consent',
        'update',
        { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
      ],
    ]);
    expect(events).toEqual([{ choice: 'accepted', analytics: true, stored: false, preview: false }]);
    expect(banner().hidden).toBe(true);
  });

  it('Reject All and Customize store their choice; close stores nothing', () => {
    startPartnerConsent(banner(), {});
    button(COPY.reject).click();
    expect(localStorage.getItem('cookie-consent')).toBe('rejected');
    expect(gtagCalls.at(-1)).toEqual(['consent', 'update', consentModeUpdate(false)]);
    document.querySelector<HTMLElement>('[data-chinook-consent-open]')!.click();
    expect(banner().hidden).toBe(false);
    button(COPY.customize).click();
    const analytics = banner().querySelector<HTMLInputElement>('[data-consent-analytics]')!;
    analytics.checked = true;
    analytics.dispatchEvent(new Event('change'));
    button(COPY.save).click();
    expect(events.at(-1)).toEqual({ choice: 'customized', analytics: true, stored: false, preview: false });
    expect(localStorage.getItem('analytics-consent')).toBe('true');
    document.querySelector<HTMLElement>('[data-chinook-consent-open]')!.click();
    banner().querySelector<HTMLButtonElement>('[data-consent-action=close]')!.click();
    expect(events).toHaveLength(2);
  });

  it('on a later visit stays hidden and replays the stored choice once, analytics only for a stored Accept All', () => {
    localStorage.setItem('cookie-consent', 'customized');
    localStorage.setItem('analytics-consent', 'true');
    startPartnerConsent(banner(), {});
    expect(banner().hidden).toBe(true);
    expect(events).toEqual([{ choice: 'customized', analytics: false, stored: true, preview: false }]);
    expect(gtagCalls).toEqual([['consent', 'update', consentModeUpdate(false)]]);
  });

  it('without gtag on the page it still sends the event', () => {
    delete window.gtag;
    startPartnerConsent(banner(), {});
    button(COPY.accept).click();
    expect(events).toHaveLength(1);
  });

  it('a preview shows whatever is stored, stores nothing and leaves gtag alone', () => {
    localStorage.setItem('cookie-consent', 'rejected');
    startPartnerConsent(banner(), { preview: '' });
    expect(banner().hidden).toBe(false);
    button(COPY.accept).click();
    expect(localStorage.getItem('cookie-consent')).toBe('rejected');
    expect(gtagCalls).toEqual([]);
    expect(events).toEqual([{ choice: 'accepted', analytics: true, stored: false, preview: true }]);
  });

  it('without options shows our own title and privacy link', () => {
    startPartnerConsent(banner(), {});
    expect(banner().querySelector('h2')!.textContent).toBe(COPY.title);
    expect(banner().querySelector('a')!.textContent).toBe(COPY.privacyLink);
    expect(banner().querySelector('a')!.getAttribute('href')).toBe('/privacy');
  });

  it('links only to a path or an http(s) URL', () => {
    expect(safeLink('javascript:alert(1)', '/privacy')).toBe('/privacy');
    expect(safeLink('//evil.test/x', '/privacy')).toBe('/privacy');
    expect(safeLink('/legal/privacy', '/privacy')).toBe('/legal/privacy');
    expect(safeLink(undefined, '/privacy')).toBe('/privacy');
  });
});
