import type { ReactNode } from 'react';
import { discountPercent, parsePrice } from '../format';
import type { PriceCardData } from '../schemas';
import { CheckList } from './CheckList';
import { Icon, type IconName } from './Icon';

interface PriceCardProps {
  card: PriceCardData;
  headingLevel?: 2 | 3;
  /** A decorative icon above the name. */
  icon?: IconName;
  /** Extra classes, e.g. an accent colour. */
  className?: string;
  /** Figures under the saving, such as a plan's monthly savings and payback time. */
  facts?: readonly { label: string; value: string }[];
  /** Shown after the features, before the call to action (a client's words, for one). */
  children?: ReactNode;
  /** A named click event for the button (data-event), sent after consent with its source. */
  event?: { name: string; source: string };
}

/**
 * A package, plan or priced service: name, price (with the crossed-out anchor price and the
 * saving computed from both), what is and is not included, and one call to action. The
 * popular card is emphasised by its border and badge text, never by colour alone.
 */
export function PriceCard({ card, headingLevel = 3, icon, className, facts, children, event }: PriceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = parsePrice(card.price);
  const original = card.originalPrice ? parsePrice(card.originalPrice) : undefined;
  const computed = price !== undefined && original !== undefined ? discountPercent(price, original) : 0;
  const saving = card.savings ?? (computed > 0 ? `${computed}%` : undefined);
  return (
    <article className={['price-card', card.popular ? 'price-card--popular' : '', className ?? ''].filter(Boolean).join(' ')}>
      {icon && (
        <span className="price-card__icon">
          <Icon name={icon} size={26} />
        </span>
      )}
      {(card.badge ?? (card.popular ? 'Most Popular' : undefined)) && <p className="price-card__badge">{card.badge ?? 'Most Popular'}</p>}
      <Heading className="price-card__name">{card.name}</Heading>
      {card.description && <p className="price-card__description">{card.description}</p>}
      <p className="price-card__price">
        {card.originalPrice && (
          <>
            <span className="sr-only">Regular price </span>
            <s className="price-card__original">{card.originalPrice}</s>
            <span className="sr-only">, now </span>
          </>
        )}
        <strong className="price-card__amount">{card.price}</strong>
        {card.period && <span className="price-card__period">{card.period}</span>}
      </p>
      {saving && <p className="price-card__saving">Save {saving}</p>}
      {facts && facts.length > 0 && (
        <dl className="price-card__facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.scarcity && (
        <p className="price-card__scarcity">
          <Icon name="clock" size={16} />
          {card.scarcity}
        </p>
      )}
      <CheckList items={card.features} className="price-card__features" />
      {card.notIncluded && card.notIncluded.length > 0 && <CheckList items={card.notIncluded} tone="no" className="price-card__features" />}
      {card.note && <p className="price-card__note">{card.note}</p>}
      {children}
      <a className={card.popular ? 'button button--accent price-card__cta' : 'button button--primary price-card__cta'} href={card.cta.href} data-track={card.cta.track} data-event={event?.name} data-event-source={event?.source}>
        {card.cta.label}
      </a>
    </article>
  );
}
