import type { ServiceOffer } from '../offers/schemas';
import { spotsLeftLabel } from '../offers/scarcity';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { PriceTag } from './PriceTag';

interface ServiceOfferCardProps {
  offer: ServiceOffer;
  /** The link's visible text; the service's title follows for screen readers. */
  linkLabel: string;
  /** Shown after the price ("one-time"). */
  period?: string;
  /** The urgency label and spots left, which front matter can switch off. */
  showUrgency: boolean;
}

/**
 * A service card of /services (spec document 1, 3, "Service card (services page)"): what it
 * is and includes on one side; price, saving, urgency, social proof, a client's words and
 * the link on the other. The accent colour is decoration; the urgency is said in words.
 */
export function ServiceOfferCard({ offer, linkLabel, period, showUrgency }: ServiceOfferCardProps) {
  const headingId = `offer-${offer.id}`;
  return (
    <article className={`offer-card offer-card--${offer.color}`} aria-labelledby={headingId} data-offer={offer.id}>
      <div className="offer-card__main">
        <div className="offer-card__top">
          <span className="offer-card__icon">
            <Icon name={offer.icon} size={26} />
          </span>
          {showUrgency && <span className="badge offer-card__urgency">{offer.urgency}</span>}
        </div>
        <h2 id={headingId} className="offer-card__title">
          {offer.title}
        </h2>
        <p className="offer-card__description">{offer.description}</p>
        <CheckList items={offer.features} className="offer-card__features" />
      </div>
      <div className="offer-card__aside">
        <PriceTag price={offer.price} originalPrice={offer.originalPrice} savings={offer.savings} period={period} />
        {showUrgency && (
          <p className="offer-card__spots">
            <Icon name="clock" size={16} />
            {spotsLeftLabel(offer.spotsLeft)}
          </p>
        )}
        <a className="button button--primary offer-card__link" href={offer.link}>
          {linkLabel}
          <span className="sr-only">: {offer.title}</span>
          <Icon name="arrow-right" size={18} />
        </a>
        <p className="offer-card__proof">
          <Icon name="users" size={16} />
          {offer.socialProof}
        </p>
        <figure className="offer-card__quote">
          <blockquote>
            <p>{offer.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            {offer.testimonial.name}
            {offer.testimonial.role && `, ${offer.testimonial.role}`}
            {offer.testimonial.company && `, ${offer.testimonial.company}`}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
