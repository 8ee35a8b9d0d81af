import { z } from 'zod';
import { CallToAction } from '../components/CallToAction';
import { FaqList } from '../components/FaqList';
import { faqEntrySchema } from '../model/section-schemas';
import { faqStructuredData } from '../components/faq-structured-data';
import { ICON_NAMES } from '../model/icon-names';
import { IconCards } from '../components/IconCards';
import { PageHero } from '../components/PageHero';
import { OfferCard } from '../components/PriceCard';
import { SectionHeading } from '../components/SectionHeading';
import { defineTemplate, pageFields } from '../model/define-template';
import { useFacts } from '../model/facts/facts';
import { offerRef } from '../model/data/ids';
import { offerView } from '../model/facts/offer-view';
import { ctaBandSchema } from '../legacy/legacy-schemas';
import type { PageContext } from '../model/page-context';
import { priceCardSchema } from '../model/schemas';

const text = z.string().min(1);

/** The legacy pricing page, /website-improvement-services-pricing/. */
export const legacyPricingSchema = z.strictObject({
  template: z.literal('legacy-pricing'),
  ...pageFields,
  heading: text,
  intro: text,
  packages: z.strictObject({ title: text, lead: text, cards: z.array(priceCardSchema).length(4) }),
  /** Offers of the catalog by id, shown with their name, price, period and description. */
  addons: z.strictObject({ title: text, lead: text, offers: z.array(offerRef).length(4) }),
  reasons: z.strictObject({
    title: text,
    cards: z.array(z.strictObject({ icon: z.enum(ICON_NAMES), title: text, text })).min(3),
  }),
  faq: z.strictObject({ title: text, items: z.array(faqEntrySchema).min(3) }),
  cta: ctaBandSchema,
});
type LegacyPricingData = z.infer<typeof legacyPricingSchema>;

/** An add-on: an offer of the catalog, its period shown unless it is paid once. */
function Addon({ id }: { id: string }) {
  const offer = useFacts().offer(id);
  const view = offerView(offer);
  return (
    <li className="addon">
      <h3>{view.name}</h3>
      <p className="addon__price">
        <strong>{view.price}</strong>
        {view.period && offer.period !== 'one-time' && <span> {view.period}</span>}
      </p>
      <p>{view.description}</p>
    </li>
  );
}

export function LegacyPricing({ page }: PageContext<LegacyPricingData>) {
  const d = page.data;
  return (
    <div className="legacy">
      <PageHero crumbs={[{ label: 'Home', href: '/' }, { label: 'Pricing' }]} heading={d.heading} lead={d.intro} />
      <section className="container legacy__section legacy__section--flush-top" aria-labelledby="packages-title">
        <SectionHeading id="packages-title" title={d.packages.title} lead={d.packages.lead} />
        <div className="price-grid price-grid--four">
          {d.packages.cards.map((card) => (
            <OfferCard key={card.offer} card={card} />
          ))}
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="addons-title">
        <div className="container">
          <SectionHeading id="addons-title" title={d.addons.title} lead={d.addons.lead} />
          <ul className="addon-grid">
            {d.addons.offers.map((id) => (
              <Addon key={id} id={id} />
            ))}
          </ul>
        </div>
      </section>
      <section className="container legacy__section" aria-labelledby="reasons-title">
        <SectionHeading id="reasons-title" title={d.reasons.title} />
        <IconCards cards={d.reasons.cards} />
      </section>
      <section className="container page-narrow legacy__section legacy__section--flush-top" aria-labelledby="faq-title">
        <SectionHeading id="faq-title" title={d.faq.title} />
        <FaqList items={d.faq.items} />
        <CallToAction {...d.cta} />
      </section>
    </div>
  );
}

export const legacyPricingTemplate = defineTemplate<LegacyPricingData>({
  schema: legacyPricingSchema,
  component: LegacyPricing,
  uses: [],
  head: ({ page }) => ({ structuredData: [faqStructuredData(page.data.faq.items, page.url)] }),
});
