import { z } from 'zod';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CallToAction } from '../components/CallToAction';
import { FaqList, faqEntrySchema } from '../components/FaqList';
import { faqStructuredData } from '../components/faq-structured-data';
import { ICON_NAMES } from '../components/Icon';
import { IconCards } from '../components/IconCards';
import { OfferCard } from '../components/PriceCard';
import { SectionHeading } from '../components/SectionHeading';
import { defineTemplate, pageFields } from '../define-template';
import { useFacts } from '../facts/facts';
import { offerRef } from '../facts/ids';
import { offerView } from '../facts/offers';
import { ctaBandSchema } from '../legacy/legacy-schemas';
import type { PageContext } from '../page-context';
import { priceCardSchema } from '../schemas';

const text = z.string().min(1);

/** The legacy pricing page, /website-improvement-services-pricing/ (spec document 2, 2.12 and 9). */
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
      <header className="page-hero">
        <div className="container">
          <Breadcrumbs crumbs={[{ label: 'Home', href: '/' }, { label: 'Pricing' }]} />
          <h1>{d.heading}</h1>
          <p className="page-hero__lead">{d.intro}</p>
        </div>
      </header>
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
        <CallToAction title={d.cta.title} text={d.cta.text} primary={d.cta.primary} secondary={d.cta.secondary} />
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
