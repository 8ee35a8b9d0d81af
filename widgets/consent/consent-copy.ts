/** The words of one cookie category in the Customize panel. */
export interface ConsentCategoryCopy {
  readonly label: string;
  readonly description: string;
}

/** Everything the consent banner says, and the footer button that reopens it. */
export interface ConsentCopy {
  readonly title: string;
  /** The sentence before the privacy link (a partner may replace it with data-text). */
  readonly text: string;
  readonly privacyLink: string;
  readonly close: string;
  readonly preferences: string;
  readonly essential: ConsentCategoryCopy;
  readonly analytics: ConsentCategoryCopy;
  /** The four actions (Accept All, Reject All, Customize, Save Preferences) by their data-consent-action. */
  readonly accept: string;
  readonly reject: string;
  readonly customize: string;
  readonly save: string;
  /** The footer button of our pages that shows the banner again. */
  readonly reopen: string;
}

/**
 * The banner's copy, written once. ConsentBanner.tsx renders it on our pages and, through the
 * markup the build bakes into the partner embed, on partners' pages, so both say the same;
 * tests read it here instead of retyping it.
 */
export const CONSENT_COPY: ConsentCopy = Object.freeze({
  title: 'We value your privacy',
  text:
    'We use essential cookies to make this site work and, with your permission, analytics cookies to understand ' +
    'how visitors use it. Nothing is tracked unless you agree. Read our',
  privacyLink: 'Privacy Policy',
  close: 'Close cookie banner',
  preferences: 'Cookie preferences',
  essential: Object.freeze({
    label: 'Essential cookies',
    description: 'Always on. Needed for the site to work and to remember this choice.',
  }),
  analytics: Object.freeze({
    label: 'Analytics cookies',
    description: 'Anonymous page views and clicks (Google Analytics), to improve the site.',
  }),
  accept: 'Accept All',
  reject: 'Reject All',
  customize: 'Customize',
  save: 'Save Preferences',
  reopen: 'Cookie settings',
});
