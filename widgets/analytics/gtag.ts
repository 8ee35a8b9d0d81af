/** The measurement settings the build passes to the browser. */
export interface AnalyticsConfig {
  measurementId: string;
  scriptUrl: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Installs gtag with Google Consent Mode v2 defaults (everything denied) before any other
 * command, then grants analytics storage (the visitor has consented when this runs), and
 * requests the GA4 script. Called only after consent; never twice.
 */
export function installGtag(win: Window, config: AnalyticsConfig): Gtag {
  if (win.gtag) return win.gtag;
  const dataLayer = (win.dataLayer ??= []);
  const gtag: Gtag = function gtag() {
    // gtag.js expects the Arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  gtag('consent', 'update', { analytics_storage: 'granted' });
  gtag('js', new Date());
  gtag('config', config.measurementId, { send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${config.scriptUrl}?id=${encodeURIComponent(config.measurementId)}`;
  win.document.head.append(script);
  return gtag;
}

/** Sends an event if analytics is running; does nothing before consent. */
export function track(name: string, params: Record<string, unknown> = {}, win: Window = window): void {
  win.gtag?.('event', name, params);
}
