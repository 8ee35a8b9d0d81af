import type { ShellProps } from '../cli/kit/frame';
import { ConsentBanner } from '../widgets/consent/ConsentBanner';
import { TOAST_REGION_LABEL } from '../widgets/enhance/toast-labels';
import { ChatButton } from './components/ChatButton';
import { Icon } from './components/Icon';
import { SiteFooter } from './components/SiteFooter';
import { SiteHeader } from './components/SiteHeader';
import type { SiteConfig } from './model/site-config';
import { SHELL_LABELS } from './ui-labels';

/** The regions every page shares: banner, main, footer and the global widgets. */
export function Shell({ site, route, year, children }: ShellProps<SiteConfig>) {
  return (
    <>
      <a className="skip-link" href="#main">
        {SHELL_LABELS.skipLink}
      </a>
      {/* Early in the tab order; hidden until the enhancement script finds no stored choice (no JavaScript, no analytics, nothing to consent to). */}
      <div id="cookie-consent" aria-live="polite">
        <ConsentBanner privacyHref="/privacy-policy" idPrefix="consent-" />
      </div>
      <SiteHeader site={site} route={route} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} year={year} />
      {/* The quick actions sit in a landmark of their own, so screen-reader users find them too: a compact
          control in the corner, beside the content from 1280 px, on small screens only when sought (footer.css). */}
      <aside className="floating-actions" aria-label={SHELL_LABELS.quickActions}>
        <ChatButton contact={site.contact} />
        <a className="back-to-top" href="#top" aria-label={SHELL_LABELS.backToTop} data-back-to-top hidden>
          <Icon name="arrow-up" size={22} />
        </a>
      </aside>
      {/* The notification region (one toast at a time): hidden and empty until the toast page
          feature (widgets/enhance/toast-region.ts) takes it over, on pages whose widgets ask for it. */}
      <section className="toasts" aria-label={TOAST_REGION_LABEL} tabIndex={-1} data-toast-region="" hidden>
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-toast-announcer="" />
        <ol className="toasts__list" data-toast-list="" />
      </section>
    </>
  );
}
