import type { SafeStorage } from '../shared/storage';

/** Stored browser preferences, in localStorage (required keys). */
export const CONSENT_KEY = 'cookie-consent';
export const ANALYTICS_KEY = 'analytics-consent';

export type ConsentChoice = 'accepted' | 'rejected' | 'customized';

export interface ConsentState {
  view: 'banner' | 'customize' | 'hidden';
  /** The analytics checkbox of the customize panel: off by default. */
  analytics: boolean;
}

export type ConsentAction =
  | { type: 'accept' }
  | { type: 'reject' }
  | { type: 'customize' }
  | { type: 'toggle-analytics'; checked: boolean }
  | { type: 'save' }
  | { type: 'close' };

/** What an action changes outside the component: what to store, whether to load analytics. */
export interface ConsentEffect {
  store?: { consent: ConsentChoice; analytics: boolean };
  loadAnalytics: boolean;
}

export const INITIAL_CONSENT: ConsentState = { view: 'banner', analytics: false };

/** Cookie consent, as a pure transition function: what each choice stores, shows and loads. */
export function transition(state: ConsentState, action: ConsentAction): { state: ConsentState; effect: ConsentEffect } {
  switch (action.type) {
    case 'accept':
      return {
        state: { ...state, view: 'hidden' },
        effect: { store: { consent: 'accepted', analytics: true }, loadAnalytics: true },
      };
    case 'reject':
      return {
        state: { ...state, view: 'hidden' },
        effect: { store: { consent: 'rejected', analytics: false }, loadAnalytics: false },
      };
    case 'customize':
      return { state: { ...state, view: 'customize' }, effect: { loadAnalytics: false } };
    case 'toggle-analytics':
      return { state: { ...state, analytics: action.checked }, effect: { loadAnalytics: false } };
    case 'save':
      return {
        state: { ...state, view: 'hidden' },
        effect: { store: { consent: 'customized', analytics: state.analytics }, loadAnalytics: state.analytics },
      };
    case 'close':
      // Hides the banner and stores nothing: it shows again on the next page.
      return { state: { ...state, view: 'hidden' }, effect: { loadAnalytics: false } };
  }
}

export function storeChoice(storage: SafeStorage, store: NonNullable<ConsentEffect['store']>): void {
  storage.set(CONSENT_KEY, store.consent);
  storage.set(ANALYTICS_KEY, String(store.analytics));
}

export function readChoice(storage: SafeStorage): ConsentChoice | null {
  const value = storage.get(CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' || value === 'customized' ? value : null;
}

/**
 * At start, analytics loads only if the stored flag is 'true' and the stored choice is
 * 'accepted': later visits load it automatically after Accept All, but not
 * after Save Preferences (customized), whatever that saved.
 */
export function shouldLoadAnalyticsAtStart(storage: SafeStorage): boolean {
  return storage.get(ANALYTICS_KEY) === 'true' && readChoice(storage) === 'accepted';
}
