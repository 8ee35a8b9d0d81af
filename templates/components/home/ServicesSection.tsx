import { z } from 'zod';
import { ctaSchema, priceCardSchema } from '../../schemas';
import { ICON_NAMES, Icon } from '../Icon';
import { PriceCard } from '../PriceCard';
import { SectionHeading } from '../SectionHeading';

/** Spec 3: each home service card has a colour; it is an accent only (border and icon), never the text. */
export const SERVICE_COLORS = ['blue', 'orange', 'green', 'purple', 'teal'] as const;

/**
 * A home service card (spec document 1, 3 and 9): the kit's price card, whose `originalPrice`
 * is the anchor price, `price` the actual price, `savings` the stated saving and `scarcity` the
 * urgency line, plus an icon, a colour and a one-line testimonial.
 */
export const serviceCardSchema = priceCardSchema.extend({
  icon: z.enum(ICON_NAMES),
  color: z.enum(SERVICE_COLORS),
  testimonial: z.strictObject({ quote: z.string().min(1), name: z.string().min(1), company: z.string().min(1) }),
});
export type ServiceCardData = z.infer<typeof serviceCardSchema>;

export const servicesSchema = z.strictObject({
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
  cards: z.array(serviceCardSchema).min(1),
  /** The section's button to /website-checker (spec 2.4). */
  cta: ctaSchema,
  ctaText: z.string().min(1),
});
export type ServicesData = z.infer<typeof servicesSchema>;

/** #services: the five priced service cards and a button to the free audit. */
export function ServicesSection({ services }: { services: ServicesData }) {
  return (
    <section id="services" className="section section--alt home-services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading id="services-title" eyebrow={services.eyebrow} title={services.heading} lead={services.lead} />
        <div className="service-grid">
          {services.cards.map((card) => (
            <PriceCard key={card.name} card={card} icon={card.icon} className={`service-card service-card--${card.color}`}>
              <figure className="service-card__quote">
                <blockquote>
                  <p>{card.testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  {card.testimonial.name}, {card.testimonial.company}
                </figcaption>
              </figure>
            </PriceCard>
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
