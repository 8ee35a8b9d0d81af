import type { ReactNode } from 'react';
import { useFacts } from '../model/facts/facts';
import { offerView, type OfferView } from '../model/facts/offer-view';
import type { Cta, PriceCardRef } from '../model/schemas';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import type { IconName } from '../model/icon-names';
import { renderedSpots, type Spots } from '../model/offers/scarcity';
import { Urgent } from './Urgent';

/** A card as it is printed: an offer's view (prices formatted, saving computed) and how the page shows it. */
export interface PriceCardData extends Partial<Pick<OfferView, 'originalPrice' | 'savings' | 'notIncluded'>> {
  name: string;
  description?: string;
  price: string;
  period?: string;
  features: readonly string[];
  popular?: boolean;
  badge?: string;
  scarcity?: string;
  /** The offer whose spots the scarcity line counts (data-offer): one number for it on every page. */
  spotsOf?: string;
  note?: string;
  cta: Cta;
}

/** The printed card of an offer of the catalog, as a page's card (`offer:` and its extras) shows it. */
export function useOfferCard(card: Omit<PriceCardRef, 'cta'> & { cta: Cta; spotsOf?: string }): PriceCardData {
  const facts = useFacts();
  const view = offerView(facts.offer(card.offer));
  const {
    offer: _offer,
    price: _price,
    originalPrice: _original,
    savings: _savings,
    period: _period,
    ...extras
  } = card;
  // "Only {spots} build slots left": the offer's one number (templates/model/offers/scarcity.ts).
  const counted = extras.scarcity?.includes('{spots}') ? { spotsOf: card.offer } : {};
  const scarcity = extras.scarcity && withSpots(extras.scarcity, facts.spots(card.offer), card.offer);
  return { ...view, ...extras, ...(scarcity ? { scarcity, ...counted } : {}) };
}

function withSpots(text: string, spots: Spots | undefined, offer: string): string {
  if (!text.includes('{spots}')) return text;
  if (spots === undefined)
    throw new Error(`"${text}" shows {spots}, but the offer ${offer} counts none (content/data/offers.yaml)`);
  return text.replace('{spots}', String(renderedSpots(spots)));
}

interface PriceCardProps {
  card: PriceCardData;
  headingLevel?: 2 | 3;
  /** A decorative icon above the name. */
  icon?: IconName;
  /** A line under the name, e.g. the offer's name when the page heads the card with its own words ("Starter package"). */
  subtitle?: string | undefined;
  /** Extra classes, e.g. an accent colour. */
  className?: string;
  /** Figures under the saving, such as a plan's monthly savings and payback time. */
  facts?: readonly { label: string; value: string }[];
  /** Shown after the features, before the call to action (a client's words, for one). */
  children?: ReactNode;
  /** A named click event for the button (data-event), sent after consent with its source. */
  event?: { name: string; source: string };
}

/** A page's card for an offer of the catalog (front matter `{ offer, cta, ... }`). */
export function OfferCard({
  card,
  ...props
}: Omit<PriceCardProps, 'card'> & { card: PriceCardRef & { spotsOf?: string } }) {
  return <PriceCard card={useOfferCard(card)} {...props} />;
}

/**
 * A package, plan or priced service: name, price (with the crossed-out anchor price and the
 * saving computed from both), what is and is not included, and one call to action. The
 * popular card is emphasised by its border and badge text, never by colour alone.
 */
export function PriceCard({
  card,
  headingLevel = 3,
  icon,
  subtitle,
  className,
  facts,
  children,
  event,
}: PriceCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const saving = card.savings;
  return (
    <article
      className={['price-card', card.popular ? 'price-card--popular' : '', className ?? ''].filter(Boolean).join(' ')}
    >
      {/* Three parts, so cards side by side can share their rows (kit.css): the heads, then the prices, line up. */}
      <div className="price-card__head">
        {icon && (
          <span className="price-card__icon">
            <Icon name={icon} size={26} />
          </span>
        )}
        {(card.badge ?? (card.popular ? 'Most Popular' : undefined)) && (
          <p className="price-card__badge">{card.badge ?? 'Most Popular'}</p>
        )}
        <Heading className="price-card__name">{card.name}</Heading>
        {subtitle && <p className="price-card__subtitle">{subtitle}</p>}
        {card.description && <p className="price-card__description">{card.description}</p>}
      </div>
      <p className="price-card__price">
        {card.originalPrice && (
          <>
            <span className="sr-only">Regular price </span>
            <s className="price-card__original">{card.originalPrice}</s>
            <span className="sr-only">, now </span>
          </>
        )}
        <span className="price-card__now">
          <strong className="price-card__amount">{card.price}</strong>
          {card.period && <span className="price-card__period">{card.period}</span>}
        </span>
      </p>
      <div className="price-card__body">
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
        <Urgent>
          {card.scarcity && (
            <p className="price-card__scarcity" data-offer={card.spotsOf}>
              <Icon name="clock" size={16} />
              {card.scarcity}
            </p>
          )}
        </Urgent>
        <CheckList items={card.features} className="price-card__features" />
        {card.notIncluded && card.notIncluded.length > 0 && (
          <CheckList items={card.notIncluded} tone="no" className="price-card__features" />
        )}
        {card.note && <p className="price-card__note">{card.note}</p>}
        {children}
        <a
          className={card.popular ? 'button button--accent price-card__cta' : 'button button--primary price-card__cta'}
          href={card.cta.href}
          data-track={card.cta.track}
          data-event={event?.name}
          data-event-source={event?.source}
        >
          {card.cta.label}
        </a>
      </div>
    </article>
  );
}
