import { registerEmbedHost } from '../shared/embed-host';
import frameCss from '../shared/widget-frame.css';
import css from './consent.css';
import embedCss from './embed.css';
import { consentEmbedSettings as settings } from './embed-settings';
import { startPartnerConsent } from './partner-consent';

// Read synchronously at top level: document.currentScript is null once the script has run.
const script = document.currentScript as HTMLScriptElement | null;

/**
 * Partner embed: <div data-chinook-widget="consent"></div> plus this script; no React. Options:
 * data-privacy-url, data-title, data-text, data-privacy-label, data-position (bottom-left |
 * bottom-right), data-preview. See partner-consent.ts for what it stores and announces.
 */
registerEmbedHost(
  'consent',
  {
    css: frameCss + embedCss + css,
    mount(container, options) {
      container.className = `cdw-consent cdw-consent--${options.position === 'bottom-right' ? 'right' : 'left'}`;
      // Markup the build rendered from ConsentBanner.tsx: ours, not the partner's input.
      container.innerHTML = settings.markup;
      const banner = container.querySelector<HTMLElement>('[data-consent-banner]');
      if (banner) startPartnerConsent(banner, options);
    },
  },
  script,
);
