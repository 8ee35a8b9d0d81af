import { createRoot, type Root } from 'react-dom/client';
import { startAnalytics } from '../analytics/start';
import { readJsonScript } from '../shared/json-script';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../shared/runtime-config';
import { safeStorage } from '../shared/storage';
import { ConsentBanner } from './ConsentBanner';
import { readChoice, storeChoice, type ConsentEffect } from './consent-state';

/**
 * The consent banner's entry, loaded by the enhancement script only when the visitor has
 * not chosen yet (or asks to change the choice), so returning visitors never download React.
 * The banner is rendered in the browser, not hydrated: without JavaScript there is nothing
 * to consent to, since analytics needs JavaScript too.
 */
const roots = new WeakMap<Element, Root>();

export function showConsentBanner(doc: Document = document): void {
  const mount = doc.getElementById('cookie-consent');
  const runtime = readJsonScript<RuntimeConfig>(doc, `#${RUNTIME_CONFIG_ID}`);
  if (!mount || !runtime) return;
  const storage = safeStorage(() => window.localStorage);
  const onEffect = (effect: ConsentEffect) => {
    if (effect.store) storeChoice(storage, effect.store);
    if (effect.loadAnalytics) startAnalytics(runtime.analytics);
  };
  const onHidden = () => {
    // Keep focus somewhere sensible if it was inside the banner that just went away.
    if (!doc.activeElement || doc.activeElement === doc.body) doc.getElementById('main')?.focus({ preventScroll: true });
  };
  let root = roots.get(mount);
  if (!root) roots.set(mount, (root = createRoot(mount, { identifierPrefix: 'consent-' })));
  root.render(<ConsentBanner key={Date.now()} privacyHref="/privacy-policy" onEffect={onEffect} onHidden={onHidden} />);
}

if (!readChoice(safeStorage(() => window.localStorage))) showConsentBanner();
