import { Icon } from './Icon';

interface CallToActionProps {
  title: string;
  text: string;
  primary: { label: string; href: string; track?: string };
  secondary?: { label: string; href: string };
}

/** A closing call-to-action band: one primary action, one optional secondary. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
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
