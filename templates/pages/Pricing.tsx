import { z } from 'zod';
import { breadcrumbStructuredData, type Crumb } from '../components/Breadcrumbs';
import { ClosingCallToAction } from '../components/CallToAction';
import { CountdownBanner, countdownSchema } from '../components/CountdownBanner';
import { PageHero } from '../components/PageHero';
import { PricingSectionView, pricingSectionSchema, type PricingSection } from '../components/PricingSection';
import { Prose } from '../components/Prose';
import { defineTemplate, pageFields } from '../model/define-template';
import { closingCtaSchema } from '../model/offers/page-schemas';
import type { Facts } from '../model/facts/facts';
import type { Offers } from '../model/data/offers';
import { pricedOffer, serviceStructuredData, type PricedItem } from '../model/offers/structured-data';
import type { PageContext } from '../model/page-context';

export const pricingSchema = z.strictObject({
  template: z.literal('pricing'),
  ...pageFields,
  breadcrumb: z.string().min(1),
  heading: z.string().min(1),
  intro: z.string().min(1),
  /** schema.org serviceType of what the page prices. */
  serviceType: z.string().min(1),
  countdown: countdownSchema,
  sections: z.array(pricingSectionSchema).min(1),
  finalCta: closingCtaSchema,
});
type PricingData = z.infer<typeof pricingSchema>;

const crumbsOf = (data: PricingData): Crumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Services', href: '/services' },
  { label: data.breadcrumb },
];

/** A pricing page (/website-pricing, /devops-pricing): header, countdown, then the sections front matter lists. */
export function Pricing({ page, collections }: PageContext<PricingData>) {
  const { data } = page;
  return (
    <div className="pricing-page">
      <PageHero crumbs={crumbsOf(data)} heading={data.heading} lead={data.intro} className="pricing-hero" />
      <CountdownBanner countdown={data.countdown} />
      {data.sections.map((section, i) => (
        <PricingSectionView key={`${section.type}-${i}`} section={section} index={i} offers={collections.offers} />
      ))}
      {page.html && (
        <div className="container">
          <Prose html={page.html} eagerHtml={page.eagerHtml} className="pricing-page__prose" />
        </div>
      )}
      <ClosingCallToAction cta={data.finalCta} />
    </div>
  );
}

/** The packages and plans the page shows, as offers of one Service. */
export function pricedItemsOf(
  sections: readonly PricingSection[],
  offers: Offers,
  facts: Facts,
  url: string,
): PricedItem[] {
  return sections.flatMap((section) => {
    if (section.type === 'website-packages')
      return offers.websitePackages.map((p) => pricedOffer(facts.offer(p.offer), url));
    if (section.type === 'devops-plans') return offers.devopsPlans.map((p) => pricedOffer(facts.offer(p.offer), url));
    if (section.type === 'offers') return section.cards.map((card) => pricedOffer(facts.offer(card.offer), url));
    return [];
  });
}

export const pricingTemplate = defineTemplate<PricingData>({
  schema: pricingSchema,
  component: Pricing,
  uses: ['offers'],
  head: ({ site, page, collections, facts }) => ({
    structuredData: [
      breadcrumbStructuredData(crumbsOf(page.data), site.site.url, page.url),
      serviceStructuredData(
        site,
        {
          name: page.data.heading,
          description: page.description,
          url: page.url,
          serviceType: page.data.serviceType,
          offers: pricedItemsOf(page.data.sections, collections.offers, facts, page.url),
        },
        facts.currency,
      ),
    ],
  }),
});
