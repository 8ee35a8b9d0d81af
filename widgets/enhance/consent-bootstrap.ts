import { controlConsentBanner } from '../consent/banner-controller';
import { readChoice, shouldLoadAnalyticsAtStart, storeChoice } from '../consent/consent-state';
import { readJsonScript } from '../shared/json-script';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../shared/runtime-config';
import { safeStorage } from '../shared/storage';

/**
 * Runs first on every page: starts analytics for a stored Accept All, shows the
 * server-rendered consent banner when no choice is stored, and wires the footer's
 * "Cookie settings" button to reopen it. No React, no extra download.
 */
export function bootConsent(doc: Document): void {
  const runtime = readJsonScript<RuntimeConfig>(doc, `#${RUNTIME_CONFIG_ID}`);
  if (!runtime) return;
  const storage = safeStorage(() => window.localStorage);
  // Analytics is its own chunk: only a visitor who consented downloads it.
  const startAnalytics = () => {
    if (runtime.analytics.measurementId)
      void import('../analytics/start').then((m) => m.startAnalytics(runtime.analytics));
  };
  if (shouldLoadAnalyticsAtStart(storage)) startAnalytics();
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  const control = controlConsentBanner(banner, (effect) => {
    if (effect.store) storeChoice(storage, effect.store);
    if (effect.loadAnalytics) startAnalytics();
  });
  if (!readChoice(storage)) control.show();
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.hidden = false;
    button.addEventListener('click', () => control.show());
  }
}
