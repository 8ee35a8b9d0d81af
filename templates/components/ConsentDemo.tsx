type Attributes = Readonly<Record<string, string>>;

/** The button that loads the live example. */
export const CONSENT_DEMO_START = 'Show the consent banner';

/**
 * The consent embed's live example on /embed: the real embed script, loaded on the first click
 * (widgets/enhance/embed-demo.ts), in preview mode so trying it never changes this site's own
 * cookie choice; the `chinook:consent` events it sends are shown below it.
 */
export function ConsentDemo({ attributes }: { attributes: Attributes }) {
  return (
    <div className="embed-demo" data-enhance="embed-demo" data-embed-script="/embed/consent.js">
      <p className="embed-demo__text">
        The banner appears as it would on your page. This preview stores nothing, so it does not change your cookie
        choice for this site.
      </p>
      <button
        type="button"
        className="button button--primary"
        data-embed-demo-start=""
        data-chinook-consent-open=""
        hidden
      >
        {CONSENT_DEMO_START}
      </button>
      <p className="embed-demo__text" data-embed-demo-fallback="">
        Turn on JavaScript to try the live banner.
      </p>
      <div data-chinook-widget="consent" data-preview="" {...attributes} />
      <p className="embed-demo__log">
        Last <code>chinook:consent</code> event:{' '}
        <output data-embed-demo-log="" data-embed-demo-event="chinook:consent">
          none yet
        </output>
      </p>
    </div>
  );
}
