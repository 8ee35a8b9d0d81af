import { startAnalytics } from '../analytics/start';
import { readChoice, shouldLoadAnalyticsAtStart } from '../consent/consent-state';
import { readJsonScript } from '../shared/json-script';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../shared/runtime-config';
import { safeStorage } from '../shared/storage';

interface ConsentModule {
  showConsentBanner(): void;
}

/**
 * Runs first on every page and decides, without React, whether the consent banner is
 * needed: a visitor who already chose never downloads it. Starts analytics for a stored
 * Accept All, and wires the footer's "Cookie settings" button to reopen the banner.
 */
export function bootConsent(doc: Document): void {
  const runtime = readJsonScript<RuntimeConfig>(doc, `#${RUNTIME_CONFIG_ID}`);
  if (!runtime) return;
  const storage = safeStorage(() => window.localStorage);
  if (shouldLoadAnalyticsAtStart(storage)) startAnalytics(runtime.analytics);
  const src = runtime.consentScript;
  if (!src) return;
  const load = () => import(/* @vite-ignore */ src) as Promise<ConsentModule>;
  if (!readChoice(storage)) void load();
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.hidden = false;
    button.addEventListener('click', () => void load().then((m) => m.showConsentBanner()));
  }
}
