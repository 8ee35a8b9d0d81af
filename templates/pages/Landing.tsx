import { z } from 'zod';
import { BookingIsland } from '../../widgets/booking/island';
import { CheckList } from '../components/CheckList';
import { IconCards } from '../components/IconCards';
import { Icon } from '../components/Icon';
import { PriceCard, useOfferCard } from '../components/PriceCard';
import { SectionHeading } from '../components/SectionHeading';
import { StatGrid } from '../components/StatGrid';
import { TestimonialCard } from '../components/TestimonialCard';
import { defineTemplate, pageFields } from '../model/define-template';
import { landingSchema, packageEventName, type LandingData } from '../landing/landing-schema';
import { offerStructuredData } from '../model/offers/structured-data';
import type { PageContext } from '../model/page-context';

const landingPageSchema = z.strictObject({ template: z.literal('landing'), ...pageFields, ...landingSchema.shape });
type LandingPageData = z.infer<typeof landingPageSchema>;

/** A package card, headed in the page's words when it has a `title` (the offer's name then under it). */
function PackageCard({ card, source }: { card: LandingData['packages']['cards'][number]; source: string }) {
  const { title, ...offerCard } = card;
  const view = useOfferCard(offerCard);
  const name = title ?? view.name;
  return (
    <PriceCard
      card={{ ...view, name }}
      subtitle={title && `${view.name} package`}
      event={{ name: packageEventName(name), source }}
    />
  );
}

/** /startups and /professional-services. */
export function Landing({ page, site, collections }: PageContext<LandingPageData>) {
  const d: LandingData = page.data;
  return (
    <div className="landing">
      <header className="landing-hero">
        <div className="container landing-hero__inner">
          <p className="landing-hero__eyebrow">{d.eyebrow}</p>
          <h1>{d.heading}</h1>
          <p className="landing-hero__lead">{d.lead}</p>
          <div className="button-row">
            <a
              className="button button--accent button--large"
              href={d.primary.href}
              data-event={d.primary.event.name}
              data-event-source={d.primary.event.source}
            >
              {d.primary.label}
              <Icon name="arrow-right" size={20} />
            </a>
            <a className="button button--light button--large" href={d.secondary.href} data-track={d.secondary.track}>
              {d.secondary.label}
            </a>
          </div>
          <StatGrid inverse stats={d.stats} label="Results in numbers" />
          {d.industries && (
            <div className="industries">
              <h2 className="industries__title">{d.industries.title}</h2>
              <ul className="industries__list">
                {d.industries.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </header>

      <section className="section" aria-labelledby="challenges-title">
        <div className="container">
          <SectionHeading id="challenges-title" title={d.challenges.title} lead={d.challenges.lead} />
          <ul className="challenge-grid">
            {d.challenges.cards.map((card) => (
              <li key={card.challenge} className="challenge-card">
                <span className="challenge-card__icon">
                  <Icon name={card.icon} />
                </span>
                <h3>{card.challenge}</h3>
                <p className="challenge-card__solution">
                  <strong>Our solution: </strong>
                  {card.solution}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="packages-title" id="packages">
        <div className="container">
          <SectionHeading id="packages-title" title={d.packages.title} lead={d.packages.lead} />
          <div className="price-grid">
            {d.packages.cards.map((card) => (
              <PackageCard key={card.offer} card={card} source={d.packages.source} />
            ))}
          </div>
          <p className="landing__note">{d.packages.note}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="testimonials-title">
        <div className="container">
          <SectionHeading id="testimonials-title" title={d.testimonials.title} />
          <div className="testimonial-grid">
            {d.testimonials.items.map((t) => (
              <TestimonialCard key={t.person} testimonial={t} />
            ))}
          </div>
        </div>
      </section>

      {d.whyChooseUs && (
        <section className="section section--alt" aria-labelledby="why-title">
          <div className="container">
            <SectionHeading id="why-title" title={d.whyChooseUs.title} lead={d.whyChooseUs.lead} />
            <IconCards cards={d.whyChooseUs.cards} />
          </div>
        </section>
      )}

      <section className="section" aria-labelledby="booking-title" id="book">
        <div className="container landing__booking">
          <div className="landing__booking-intro">
            <SectionHeading id="booking-title" title={d.booking.title} lead={d.booking.lead} align="start" />
            <CheckList items={d.booking.points} />
          </div>
          <BookingIsland
            variant="full"
            content={collections.booking}
            bookingUrl={site.booking.url}
            scriptUrl={site.booking.scriptUrl}
          />
        </div>
      </section>
    </div>
  );
}

export const landingTemplate = defineTemplate<LandingPageData>({
  schema: landingPageSchema,
  component: Landing,
  uses: ['booking'],
  head: ({ page, site, facts }) => ({
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: page.data.heading,
        description: page.description,
        url: page.url,
        provider: { '@type': 'ProfessionalService', name: site.site.brand, url: site.site.url },
        areaServed: 'Worldwide',
        offers: page.data.packages.cards.map((card) => {
          const offer = facts.offer(card.offer);
          return offerStructuredData({ name: card.title ?? offer.name, offer, url: page.url }, facts.currency);
        }),
      },
    ],
  }),
});
