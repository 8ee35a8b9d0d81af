import { z } from 'zod';
import { useFacts } from '../../model/facts/facts';
import { PERSON_FIELDS, personRef } from '../../model/data/ids';
import { ctaSchema, priceCardSchema, retyped } from '../../model/schemas';
import { Icon } from '../Icon';
import { ICON_NAMES } from '../../model/icon-names';
import { PriceCard, useOfferCard } from '../PriceCard';
import { SectionHeading } from '../SectionHeading';

/** Each home service card has a colour; it is an accent only (border and icon), never the text. */
export const SERVICE_COLORS = ['blue', 'orange', 'green', 'purple', 'teal'] as const;

/**
 * A home service card: an offer of the catalog by id (its name,
 * description, prices, computed saving, period and what it includes come from there), with an
 * urgency line, an icon, a colour and one client's words (a person of content/data/people.yaml).
 */
export const serviceCardSchema = priceCardSchema.extend({
  /** The card's own headline, when it is not the offer's name ("High-converting websites"); the card then names the offer under it. */
  title: z.string().min(1).optional(),
  icon: z.enum(ICON_NAMES),
  color: z.enum(SERVICE_COLORS),
  testimonial: z.strictObject({ person: personRef, quote: z.string().min(1), ...retyped(PERSON_FIELDS) }),
});
export type ServiceCardData = z.infer<typeof serviceCardSchema>;

export const servicesSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  cards: z.array(serviceCardSchema).min(1),
  /** The section's button to /website-checker. */
  cta: ctaSchema,
  ctaText: z.string().min(1),
});
export type ServicesData = z.infer<typeof servicesSchema>;

/** One service card: the offer's card under the page's headline, and the client's words before the button. */
function ServiceCard({ card }: { card: ServiceCardData }) {
  const { title, icon, color, testimonial, ...offerCard } = card;
  // The home cards stay short: what an offer leaves out is on its pricing page.
  const { notIncluded: _notIncluded, ...view } = useOfferCard(offerCard);
  const person = useFacts().person(testimonial.person);
  return (
    <PriceCard
      card={{ ...view, name: title ?? view.name }}
      subtitle={title && `${view.name} package`}
      icon={icon}
      className={`service-card service-card--${color}`}
    >
      <figure className="service-card__quote">
        <blockquote>
          <p>{testimonial.quote}</p>
        </blockquote>
        <figcaption>
          <span>{person.name}</span>, {person.company}
        </figcaption>
      </figure>
    </PriceCard>
  );
}

/** #services: the five priced service cards and a button to the free audit. */
export function ServicesSection({ services }: { services: ServicesData }) {
  return (
    <section id="services" className="section section--alt home-services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.heading} lead={services.lead} />
        <div className="service-grid">
          {services.cards.map((card) => (
            <ServiceCard key={card.offer} card={card} />
          ))}
        </div>
        <div className="home-services__cta">
          <p>{services.ctaText}</p>
          <a className="button button--primary" href={services.cta.href} data-track={services.cta.track}>
            <Icon name="search" size={18} />
            {services.cta.label}
          </a>
        </div>
      </div>
    </section>
  );
}
