import { Icon } from './Icon';

/** What a call-to-action band says: the front matter's `cta` or `finalCta` of most templates. */
export interface CallToActionBand {
  title: string;
  text: string;
  primary: { label: string; href: string; track?: string | undefined };
  secondary?: { label: string; href: string } | undefined;
}

/** A closing call-to-action band: one primary action, one optional secondary. */
export function CallToAction({ title, text, primary, secondary }: CallToActionBand) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <h2 id="cta-title">{title}</h2>
      <p>{text}</p>
      <div className="button-row">
        <a className="button button--accent" href={primary.href} data-track={primary.track}>
          {primary.label}
          <Icon name="arrow-right" size={18} />
        </a>
        {secondary && (
          <a className="button button--ghost" href={secondary.href}>
            {secondary.label}
          </a>
        )}
      </div>
    </section>
  );
}

/** The band that ends a page on its own, below the last section, in a container of its own. */
export function ClosingCallToAction({ cta }: { cta: CallToActionBand }) {
  return (
    <div className="container">
      <CallToAction {...cta} />
    </div>
  );
}
