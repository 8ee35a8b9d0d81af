// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ANALYTICS_KEY,
  CONSENT_KEY,
  INITIAL_CONSENT,
  readChoice,
  shouldLoadAnalyticsAtStart,
  transition,
} from '../../../widgets/consent/consent-state';
import { safeStorage } from '../../../widgets/shared/storage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const storage = safeStorage(() => window.localStorage);

describe('consent transitions (spec document 1, section 4)', () => {
  it('Accept All hides the banner, stores accepted + true and loads analytics', () => {
    expect(transition(INITIAL_CONSENT, { type: 'accept' })).toEqual({
      state: { view: 'hidden', analytics: false },
      effect: { store: { consent: 'accepted', analytics: true }, loadAnalytics: true },
    });
  });

  it('Reject All hides the banner, stores rejected + false, no analytics', () => {
    expect(transition(INITIAL_CONSENT, { type: 'reject' }).effect).toEqual({ store: { consent: 'rejected', analytics: false }, loadAnalytics: false });
  });

  it('Customize reveals the panel with analytics off; Save stores customized with the choice', () => {
    const panel = transition(INITIAL_CONSENT, { type: 'customize' });
    expect(panel.state).toEqual({ view: 'customize', analytics: false });
    expect(panel.effect.store).toBeUndefined();
    expect(transition(panel.state, { type: 'save' }).effect).toEqual({ store: { consent: 'customized', analytics: false }, loadAnalytics: false });
    const ticked = transition(panel.state, { type: 'toggle-analytics', checked: true }).state;
    expect(transition(ticked, { type: 'save' })).toEqual({
      state: { view: 'hidden', analytics: true },
      effect: { store: { consent: 'customized', analytics: true }, loadAnalytics: true },
    });
  });

  it('close hides the banner and stores nothing', () => {
    expect(transition(INITIAL_CONSENT, { type: 'close' })).toEqual({ state: { view: 'hidden', analytics: false }, effect: { loadAnalytics: false } });
  });
});

describe('stored choice', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['accepted', 'true', true],
    ['customized', 'true', false],
    ['accepted', 'false', false],
    ['rejected', 'false', false],
    [null, 'true', false],
  ])('cookie-consent=%s, analytics-consent=%s -> analytics at start: %s', (consent, analytics, expected) => {
    if (consent) window.localStorage.setItem(CONSENT_KEY, consent);
    window.localStorage.setItem(ANALYTICS_KEY, analytics);
    expect(shouldLoadAnalyticsAtStart(storage)).toBe(expected);
  });

  it('ignores values it did not write', () => {
    window.localStorage.setItem(CONSENT_KEY, 'yes please');
    expect(readChoice(storage)).toBeNull();
  });

  it('survives a browser that blocks storage', () => {
    const blocked = safeStorage(() => {
      throw new Error('SecurityError');
    });
    expect(blocked.get(CONSENT_KEY)).toBeNull();
    expect(() => blocked.set(CONSENT_KEY, 'accepted')).not.toThrow();
  });
});

describe('the consent banner in the page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete window.gtag;
    delete window.dataLayer;
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <script type="application/json" id="site-runtime">{"analytics":{"measurementId":"G-TEST1","scriptUrl":"https://analytics.test/gtag/js"},"consentScript":"/consent.js"}</script>
      <div id="cookie-consent" aria-live="polite"></div><main id="main" tabindex="-1"></main>`;
  });
  afterEach(() => act(() => document.body.replaceChildren()));

  const show = async () => {
    const { showConsentBanner } = await import('../../../widgets/consent/mount');
    await act(async () => showConsentBanner(document));
  };
  const button = (name: string) => [...document.querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === name || b.getAttribute('aria-label') === name)!;
  const gtagScripts = () => document.head.querySelectorAll('script[src^="https://analytics.test/gtag/js"]').length;

  it('Accept All stores the choice and requests the analytics script once', async () => {
    await show();
    expect(document.querySelector('#cookie-consent h2')?.textContent).toBe('We value your privacy');
    expect(document.querySelector('a[href="/privacy-policy"]')).not.toBeNull();
    await act(async () => button('Accept All').click());
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(window.localStorage.getItem('analytics-consent')).toBe('true');
    expect(document.querySelector('#cookie-consent section')).toBeNull();
    expect(gtagScripts()).toBe(1);
  });

  it('Reject All and Accept All look the same (equal prominence)', async () => {
    await show();
    expect(button('Reject All').className).toBe(button('Accept All').className);
  });

  it('Customize shows a locked essential box and an unticked analytics box; Save without it loads nothing', async () => {
    await show();
    await act(async () => button('Customize').click());
    const boxes = [...document.querySelectorAll<HTMLInputElement>('#cookie-consent input[type=checkbox]')];
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(document.activeElement).toBe(boxes[1]);
    await act(async () => button('Save Preferences').click());
    expect(window.localStorage.getItem('cookie-consent')).toBe('customized');
    expect(window.localStorage.getItem('analytics-consent')).toBe('false');
    expect(gtagScripts()).toBe(0);
  });

  it('the close button hides the banner and stores nothing', async () => {
    await show();
    await act(async () => button('Close cookie banner').click());
    expect(document.querySelector('#cookie-consent section')).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(gtagScripts()).toBe(0);
  });
});
