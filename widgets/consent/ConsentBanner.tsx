import { CONSENT_COPY as COPY } from './consent-copy';

interface ConsentBannerProps {
  privacyHref: string;
  /** Prefix of the ids inside the banner (distinct per instance when several exist). */
  idPrefix: string;
}

/**
 * The cookie preferences banner as static markup: rendered into
 * every page by the server, `hidden` until the enhancement script finds no stored choice, and
 * driven by banner-controller.ts without React. Accept All and Reject All are equally
 * prominent; Customize reveals a locked essential checkbox and an analytics checkbox that is
 * off until ticked.
 */
export function ConsentBanner({ privacyHref, idPrefix }: ConsentBannerProps) {
  const id = (name: string) => `${idPrefix}${name}`;
  return (
    <section
      className="consent"
      data-consent-banner=""
      aria-labelledby={id('title')}
      aria-describedby={id('text')}
      hidden
    >
      <div className="consent__inner">
        <button type="button" className="consent__close" aria-label={COPY.close} data-consent-action="close">
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 className="consent__title" id={id('title')} data-consent-title="">
          {COPY.title}
        </h2>
        {/* The data-consent-* marks let the partner embed (widgets/consent/embed.tsx) put in its own words. */}
        <p className="consent__text" id={id('text')}>
          <span data-consent-text="">{COPY.text}</span>{' '}
          <a href={privacyHref} data-consent-privacy="">
            {COPY.privacyLink}
          </a>
          .
        </p>
        <fieldset className="consent__panel" data-consent-panel="" hidden>
          <legend className="consent__legend">{COPY.preferences}</legend>
          <label className="consent__option">
            <input type="checkbox" defaultChecked disabled aria-describedby={id('essential')} />
            <span>
              <strong>{COPY.essential.label}</strong>
              <span id={id('essential')}>{COPY.essential.description}</span>
            </span>
          </label>
          <label className="consent__option">
            <input type="checkbox" data-consent-analytics="" aria-describedby={id('analytics')} />
            <span>
              <strong>{COPY.analytics.label}</strong>
              <span id={id('analytics')}>{COPY.analytics.description}</span>
            </span>
          </label>
        </fieldset>
        <div className="consent__actions">
          <button type="button" className="consent__button consent__button--primary" data-consent-action="save" hidden>
            {COPY.save}
          </button>
          <button type="button" className="consent__button consent__button--primary" data-consent-action="accept">
            {COPY.accept}
          </button>
          <button type="button" className="consent__button consent__button--primary" data-consent-action="reject">
            {COPY.reject}
          </button>
          <button type="button" className="consent__button consent__button--link" data-consent-action="customize">
            {COPY.customize}
          </button>
        </div>
      </div>
    </section>
  );
}
