// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_KEY,
  CONSENT_KEY,
  INITIAL_CONSENT,
  readChoice,
  shouldLoadAnalyticsAtStart,
  transition,
} from '../../../widgets/consent/consent-state';
import { ConsentBanner } from '../../../widgets/consent/ConsentBanner';
import { CONSENT_COPY as COPY } from '../../../widgets/consent/consent-copy';
import { safeStorage } from '../../../widgets/shared/storage';

const storage = safeStorage(() => window.localStorage);

describe('consent transitions', () => {
  it('Accept All hides the banner, stores accepted + true and loads analytics', () => {
    expect(transition(INITIAL_CONSENT, { type: 'accept' })).toEqual({
      state: { view: 'hidden', analytics: false },
      effect: { store: { consent: 'accepted', analytics: true }, loadAnalytics: true },
    });
  });

  it('Reject All hides the banner, stores rejected + false, no analytics', () => {
    expect(transition(INITIAL_CONSENT, { type: 'reject' }).effect).toEqual({
      store: { consent: 'rejected', analytics: false },
      loadAnalytics: false,
    });
  });

  it('Customize reveals the panel with analytics off; Save stores customized with the choice', () => {
    const panel = transition(INITIAL_CONSENT, { type: 'customize' });
    expect(panel.state).toEqual({ view: 'customize', analytics: false });
    expect(panel.effect.store).toBeUndefined();
    expect(transition(panel.state, { type: 'save' }).effect).toEqual({
      store: { consent: 'customized', analytics: false },
      loadAnalytics: false,
    });
    const ticked = transition(panel.state, { type: 'toggle-analytics', checked: true }).state;
    expect(transition(ticked, { type: 'save' })).toEqual({
      state: { view: 'hidden', analytics: true },
      effect: { store: { consent: 'customized', analytics: true }, loadAnalytics: true },
    });
  });

  it('close hides the banner and stores nothing', () => {
    expect(transition(INITIAL_CONSENT, { type: 'close' })).toEqual({
      state: { view: 'hidden', analytics: false },
      effect: { loadAnalytics: false },
    });
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
  // A fresh module graph per test: analytics starts at most once per window and module.
  const bootConsent = async (doc: Document) =>
    (await import('../../../widgets/enhance/consent-bootstrap')).bootConsent(doc);
  beforeEach(() => {
    vi.resetModules();
    window.localStorage.clear();
    delete window.gtag;
    delete window.dataLayer;
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <script type="application/json" id="site-runtime">{"analytics":{"measurementId":"G-TEST1","scriptUrl":"https://analytics.test/gtag/js"}}</script>
      <div id="cookie-consent" aria-live="polite">${renderToStaticMarkup(<ConsentBanner privacyHref="/privacy-policy" idPrefix="consent-" />)}</div>
      <main id="main" tabindex="-1"></main>
      <button type="button" data-consent-open hidden>${COPY.reopen}</button>`;
  });
  afterEach(() => document.body.replaceChildren());

  const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]')!;
  const visible = (el: Element) => !el.closest('[hidden]');
  const button = (name: string) =>
    [...banner().querySelectorAll('button')].find(
      (b) => (b.textContent ?? '').trim() === name || b.getAttribute('aria-label') === name,
    )!;
  const gtagScripts = () => document.head.querySelectorAll('script[src^="https://analytics.test/gtag/js"]').length;

  it('stays hidden when a choice is stored, and "Cookie settings" reopens it', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'rejected');
    await bootConsent(document);
    expect(banner().hidden).toBe(true);
    const settings = document.querySelector<HTMLButtonElement>('[data-consent-open]')!;
    expect(settings.hidden).toBe(false);
    settings.click();
    expect(banner().hidden).toBe(false);
    expect(visible(button(COPY.accept))).toBe(true);
  });

  it('shows on a first visit; Accept All stores the choice, hides it and requests the analytics script once', async () => {
    await bootConsent(document);
    expect(banner().hidden).toBe(false);
    expect(banner().querySelector('h2')?.textContent).toBe(COPY.title);
    expect(visible(button(COPY.save))).toBe(false);
    button(COPY.accept).click();
    expect(window.localStorage.getItem('cookie-consent')).toBe('accepted');
    expect(window.localStorage.getItem('analytics-consent')).toBe('true');
    expect(banner().hidden).toBe(true);
    // Analytics is a chunk of its own, imported on consent.
    await vi.waitFor(() => expect(gtagScripts()).toBe(1));
  });

  it('Reject All and Accept All look the same (equal prominence)', () => {
    expect(button(COPY.reject).className).toBe(button(COPY.accept).className);
  });

  it('Customize shows a locked essential box and an unticked analytics box; Save without it loads nothing', async () => {
    await bootConsent(document);
    button(COPY.customize).click();
    const boxes = [...banner().querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes.every(visible)).toBe(true);
    expect(boxes.map((b) => [b.checked, b.disabled])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(document.activeElement).toBe(boxes[1]);
    expect([button(COPY.accept), button(COPY.reject), button(COPY.customize)].some(visible)).toBe(false);
    button(COPY.save).click();
    expect(window.localStorage.getItem('cookie-consent')).toBe('customized');
    expect(window.localStorage.getItem('analytics-consent')).toBe('false');
    expect(gtagScripts()).toBe(0);
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('Customize with analytics ticked and saved loads analytics now', async () => {
    await bootConsent(document);
    button(COPY.customize).click();
    const box = banner().querySelector<HTMLInputElement>('[data-consent-analytics]')!;
    box.click();
    button(COPY.save).click();
    expect(window.localStorage.getItem('analytics-consent')).toBe('true');
    await vi.waitFor(() => expect(gtagScripts()).toBe(1));
  });

  it('the close button hides the banner and stores nothing', async () => {
    await bootConsent(document);
    button(COPY.close).click();
    expect(banner().hidden).toBe(true);
    expect(window.localStorage.length).toBe(0);
    expect(gtagScripts()).toBe(0);
  });

  it('reopened after Customize, it starts again from the first view with analytics unticked', async () => {
    await bootConsent(document);
    button(COPY.customize).click();
    banner().querySelector<HTMLInputElement>('[data-consent-analytics]')!.click();
    button(COPY.close).click();
    document.querySelector<HTMLButtonElement>('[data-consent-open]')!.click();
    expect(visible(button(COPY.accept))).toBe(true);
    expect(banner().querySelector<HTMLInputElement>('[data-consent-analytics]')!.checked).toBe(false);
    expect(visible(banner().querySelector('[data-consent-panel]')!)).toBe(false);
  });
});
