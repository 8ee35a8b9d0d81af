import { safeStorage, type SafeStorage } from '../shared/storage';
import { controlConsentBanner, type ConsentBannerControl } from './banner-controller';
import { readChoice, shouldLoadAnalyticsAtStart, storeChoice, type ConsentChoice } from './consent-state';

/** The DOM event partner pages listen to: a choice made now, or the one stored on an earlier visit. */
export const CONSENT_EVENT = 'chinook:consent';

export interface ConsentEventDetail {
  choice: ConsentChoice;
  analytics: boolean;
  /** True when the choice was stored on an earlier visit (sent once as the script starts). */
  stored: boolean;
  /** True for a preview banner (data-preview), whose choices are neither stored nor sent to gtag. */
  preview: boolean;
}

/** The options a partner sets with data-* attributes on the consent element. */
export interface PartnerConsentOptions {
  privacyUrl?: string;
  title?: string;
  text?: string;
  privacyLabel?: string;
  /** Present (any value): show the banner whatever is stored, store nothing, call no gtag. */
  preview?: string;
}

/**
 * Google Consent Mode v2 for the partner's own gtag: analytics storage as chosen. The banner
 * asks about analytics only, so it never grants advertising storage.
 */
export function consentModeUpdate(analytics: boolean): Record<string, 'granted' | 'denied'> {
  return {
    analytics_storage: analytics ? 'granted' : 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
}

/** A privacy-policy address a partner may set: a path on their site or an http(s) URL (never javascript:). */
export function safeLink(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  if (/^\/(?!\/)/.test(value)) return value;
  return /^https?:\/\//i.test(value) ? value : fallback;
}

function applyTexts(banner: HTMLElement, options: PartnerConsentOptions): void {
  const set = (selector: string, text: string | undefined) => {
    const element = banner.querySelector(selector);
    if (element && text?.trim()) element.textContent = text.trim();
  };
  set('[data-consent-title]', options.title);
  set('[data-consent-text]', options.text);
  set('[data-consent-privacy]', options.privacyLabel);
  banner.querySelector('[data-consent-privacy]')?.setAttribute('href', safeLink(options.privacyUrl, '/privacy'));
}

/**
 * The cookie banner on a partner's page: our banner markup and controller, the same states and
 * storage keys as our site, plus what a partner needs: Consent Mode v2
 * updates for their gtag and a `chinook:consent` event. Elements marked data-chinook-consent-open
 * (a "Cookie settings" link) reopen it.
 */
export function startPartnerConsent(
  banner: HTMLElement,
  options: PartnerConsentOptions,
  win: Window = window,
): ConsentBannerControl {
  const doc = win.document;
  const preview = options.preview !== undefined;
  const storage: SafeStorage = safeStorage(() => win.localStorage);
  applyTexts(banner, options);
  const announce = (choice: ConsentChoice, analytics: boolean, stored: boolean) => {
    if (!preview) win.gtag?.('consent', 'update', consentModeUpdate(analytics));
    doc.dispatchEvent(
      new CustomEvent<ConsentEventDetail>(CONSENT_EVENT, { detail: { choice, analytics, stored, preview } }),
    );
  };
  const control = controlConsentBanner(banner, (effect) => {
    if (!effect.store) return;
    if (!preview) storeChoice(storage, effect.store);
    announce(effect.store.consent, effect.store.analytics, false);
  });
  const stored = preview ? null : readChoice(storage);
  // As on our pages: on a later visit only a stored Accept All means analytics.
  if (stored) announce(stored, shouldLoadAnalyticsAtStart(storage), true);
  else control.show();
  doc.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.('[data-chinook-consent-open]');
    if (!opener) return;
    event.preventDefault();
    control.show();
    banner.querySelector<HTMLElement>('[data-consent-action="accept"]')?.focus();
  });
  return control;
}
