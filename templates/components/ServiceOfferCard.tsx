import { useFacts } from '../model/facts/facts';
import { offerView } from '../model/facts/offer-view';
import type { ServiceOffer } from '../model/data/offers';
import { offerSpotsLabel } from '../model/offers/scarcity';
import { serviceSlug } from '../model/offers/service-card';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { PriceTag } from './PriceTag';
import { Urgent } from './Urgent';

interface ServiceOfferCardProps {
  service: ServiceOffer;
  /** The link's visible text; the service's title follows for screen readers. */
  linkLabel: string;
  /** The urgency label and spots left, which front matter can switch off. */
  showUrgency: boolean;
}

/**
 * A service card of /services: what it
 * is and what its offer includes on one side; the offer's price and saving, urgency, social
 * proof, a client's words and the link on the other. The accent colour is decoration; the
 * urgency is said in words.
 */
export function ServiceOfferCard({ service, linkLabel, showUrgency }: ServiceOfferCardProps) {
  const facts = useFacts();
  const view = offerView(facts.offer(service.offer));
  const spots = offerSpotsLabel(facts.spots(service.offer));
  const person = facts.person(service.testimonial.person);
  const slug = serviceSlug(service);
  const headingId = `offer-${slug}`;
  return (
    <article className={`offer-card offer-card--${service.color}`} aria-labelledby={headingId} data-offer={slug}>
      <div className="offer-card__main">
        <div className="offer-card__top">
          <span className="offer-card__icon">
            <Icon name={service.icon} size={26} />
          </span>
          <Urgent>{showUrgency && <span className="badge offer-card__urgency">{service.urgency}</span>}</Urgent>
        </div>
        <h2 id={headingId} className="offer-card__title">
          {service.title}
        </h2>
        <p className="offer-card__description">{service.description}</p>
        <CheckList items={view.features} className="offer-card__features" />
      </div>
      <div className="offer-card__aside">
        <PriceTag view={view} />
        <Urgent>
          {showUrgency && spots && (
            <p className="offer-card__spots" data-offer={service.offer}>
              <Icon name="clock" size={16} />
              {spots}
            </p>
          )}
        </Urgent>
        <a className="button button--primary offer-card__link" href={service.link}>
          {linkLabel}
          <span className="sr-only">: {service.title}</span>
          <Icon name="arrow-right" size={18} />
        </a>
        <p className="offer-card__proof">
          <Icon name="users" size={16} />
          {service.socialProof}
        </p>
        <figure className="offer-card__quote">
          <blockquote>
            <p>{service.testimonial.quote}</p>
          </blockquote>
          <figcaption>
            {person.name}, {person.role}, {person.company}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}
