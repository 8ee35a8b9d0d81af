import { z } from 'zod';
import { breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { CountdownBanner, countdownSchema } from '../components/CountdownBanner';
import { Icon } from '../components/Icon';
import { IconCards } from '../components/IconCards';
import { iconCardSchema } from '../model/section-schemas';
import { LinkCards } from '../components/LinkCards';
import { PageHero } from '../components/PageHero';
import { Prose } from '../components/Prose';
import { SectionHeading } from '../components/SectionHeading';
import { ServiceOfferCard } from '../components/ServiceOfferCard';
import { defineTemplate, pageFields } from '../model/define-template';
import { closingCtaSchema, linkCardSchema, sectionIntroSchema } from '../model/offers/page-schemas';
import { offerStructuredData, providerReference } from '../model/offers/structured-data';
import type { PageContext } from '../model/page-context';
import { ctaSchema } from '../model/schemas';

export const servicesSchema = z.strictObject({
  template: z.literal('services'),
  ...pageFields,
  breadcrumb: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  countdown: countdownSchema,
  /** The five cards of content/data/offers.yaml `services`, in its order. */
  cards: sectionIntroSchema.extend({
    linkLabel: z.string().min(1),
    /** Each card's urgency label and spots left; false switches them off. */
    showUrgency: z.boolean(),
    note: z.string().min(1),
  }),
  pricing: sectionIntroSchema.extend({ links: z.array(linkCardSchema).min(1) }),
  checker: z.strictObject({ title: z.string().min(1), text: z.string().min(1), cta: ctaSchema }),
  guarantees: sectionIntroSchema.extend({ items: z.array(iconCardSchema).min(1) }),
  finalCta: closingCtaSchema,
});
type ServicesData = z.infer<typeof servicesSchema>;

const crumbsOf = (data: ServicesData): Crumb[] => [{ label: 'Home', href: '/' }, { label: data.breadcrumb }];

/** /services: breadcrumb, countdown, the five service cards, pricing links, two calls to action. */
export function Services({ page, collections }: PageContext<ServicesData>) {
  const { data } = page;
  const { services } = collections.offers;
  return (
    <div className="services-page">
      <PageHero crumbs={crumbsOf(data)} heading={data.heading} lead={data.intro} className="services-hero" />
      <CountdownBanner countdown={data.countdown} />
      <section className="section" aria-labelledby="services-cards-title">
        <div className="container">
          <SectionHeading id="services-cards-title" title={data.cards.heading} lead={data.cards.lead} />
          <div className="offer-list">
            {services.map((service) => (
              <ServiceOfferCard
                key={service.link}
                service={service}
                linkLabel={data.cards.linkLabel}
                showUrgency={data.cards.showUrgency}
              />
            ))}
          </div>
          <p className="offer-list__note">{data.cards.note}</p>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="services-pricing-title">
        <div className="container">
          <SectionHeading id="services-pricing-title" title={data.pricing.heading} lead={data.pricing.lead} />
          <LinkCards cards={data.pricing.links} />
        </div>
      </section>
      <section className="section" aria-labelledby="services-checker-title">
        <div className="container">
          <div className="checker-callout">
            <span className="checker-callout__icon">
              <Icon name="gauge" size={32} />
            </span>
            <div className="checker-callout__body">
              <h2 id="services-checker-title">{data.checker.title}</h2>
              <p>{data.checker.text}</p>
            </div>
            <a
              className="button button--primary button--large"
              href={data.checker.cta.href}
              data-track={data.checker.cta.track}
            >
              {data.checker.cta.label}
              <Icon name="arrow-right" size={20} />
            </a>
          </div>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="services-guarantees-title">
        <div className="container">
          <SectionHeading id="services-guarantees-title" title={data.guarantees.heading} lead={data.guarantees.lead} />
          <IconCards cards={data.guarantees.items} compact />
          {page.html && <Prose html={page.html} eagerHtml={page.eagerHtml} className="services-page__prose" />}
        </div>
      </section>
      <ClosingCallToAction cta={data.finalCta} />
    </div>
  );
}

export const servicesTemplate = defineTemplate<ServicesData>({
  schema: servicesSchema,
  component: Services,
  uses: ['offers'],
  head: ({ site, page, collections, facts }) => {
    const { services } = collections.offers;
    const url = (route: string) => `${site.site.url}${route}`;
    return {
      structuredData: [
        breadcrumbStructuredData(crumbsOf(page.data), site.site.url, page.url),
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: page.data.cards.heading,
          itemListElement: services.map((service, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            item: {
              '@type': 'Service',
              name: service.title,
              description: service.description,
              url: url(service.link),
              provider: providerReference(site),
              offers: offerStructuredData(
                { name: service.title, offer: facts.offer(service.offer), url: url(service.link) },
                facts.currency,
              ),
            },
          })),
        },
      ],
    };
  },
});
