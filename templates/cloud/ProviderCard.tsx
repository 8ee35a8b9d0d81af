import { Icon } from '../components/Icon';
import { ProviderBadge } from '../components/ProviderBadge';
import type { CloudProvider } from '../model/cloud-provider-schema';

/** The first sentence of a text, or all of it when it is one. */
export function leadSentence(text: string): string {
  return /^.*?[.!?](?=\s+["(]?[A-Z])/s.exec(text.trim())?.[0] ?? text.trim();
}

/** One provider on /cloud: name, saving, subheadline's opening, three stats, link. */
export function ProviderCard({ provider: p }: { provider: CloudProvider }) {
  const titleId = `provider-${p.slug}`;
  return (
    <article className="provider-card" aria-labelledby={titleId}>
      <div className="provider-card__top">
        <ProviderBadge icon={p.icon} />
        <h3 id={titleId}>{p.name}</h3>
        <p className="provider-card__save">Save {p.heroStats.savings}</p>
      </div>
      {/* Its opening sentence, whole: a clamp would cut it mid-word; the rest is the guide's. */}
      <p className="provider-card__description">{leadSentence(p.subheadline)}</p>
      <dl className="provider-card__stats">
        <div>
          <dt>Savings</dt>
          <dd>{p.heroStats.savings}</dd>
        </div>
        <div>
          <dt>Time Saved</dt>
          <dd>{p.heroStats.timeReduction}</dd>
        </div>
        <div>
          <dt>Uptime</dt>
          <dd>{p.heroStats.reliability}</dd>
        </div>
      </dl>
      <a className="button button--primary provider-card__link" href={`/cloud/${p.slug}`}>
        Read Expert Guide<span className="sr-only"> for {p.name}</span>
        <Icon name="arrow-right" size={18} />
      </a>
    </article>
  );
}
