import { z } from 'zod';
import { CostTable } from './CostTable';
import { costTableLabelsSchema, iconCardSchema, processIdSchema, processStepSchema } from '../model/section-schemas';
import { IconCards } from './IconCards';
import { DevopsPlanCards, WebsitePackageCards } from './PackageCards';
import { ProcessSteps } from './ProcessSteps';
import { SectionHeading } from './SectionHeading';
import { StatGrid } from './StatGrid';
import { Urgent } from './Urgent';
import { WaitingCost, waitingCostSchema } from './WaitingCost';
import { priceCardSchema, statSchema } from '../model/schemas';
import { OfferCard } from './PriceCard';
import type { Offers } from '../model/data/offers';

/**
 * The sections a pricing page is made of, in the order front matter lists them. Packages, plans,
 * priced offers and the cost table come from content/data/offers.yaml.
 */
const intro = { heading: z.string().min(1), lead: z.string().min(1).optional() };

export const pricingSectionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('stats'), label: z.string().min(1), stats: z.array(statSchema).min(1) }),
  z.strictObject({
    type: z.literal('website-packages'),
    ...intro,
    /** The computed scarcity labels; false switches them off. */
    showScarcity: z.boolean(),
    note: z.string().min(1),
  }),
  z.strictObject({ type: z.literal('devops-plans'), ...intro, note: z.string().min(1) }),
  z.strictObject({ type: z.literal('cost-table'), ...intro, labels: costTableLabelsSchema }),
  z.strictObject({
    type: z.literal('process'),
    id: processIdSchema,
    ...intro,
    durationLabel: z.string().min(1),
    steps: z.array(processStepSchema).min(2),
  }),
  /** Offers of the catalog by id, as price cards: what other pages show with a price is listed here too. */
  z.strictObject({
    type: z.literal('offers'),
    ...intro,
    cards: z.array(priceCardSchema).min(1),
    note: z.string().min(1),
  }),
  z.strictObject({ type: z.literal('cards'), ...intro, items: z.array(iconCardSchema).min(1) }),
  waitingCostSchema.extend({ type: z.literal('waiting-cost') }),
]);
export type PricingSection = z.infer<typeof pricingSectionSchema>;

/** One section; `index` makes its heading id unique on the page. */
export function PricingSectionView({
  section,
  index,
  offers,
}: {
  section: PricingSection;
  index: number;
  offers: Offers;
}) {
  const id = `pricing-section-${index}`;
  const alt = index % 2 === 1 ? ' section--alt' : '';
  switch (section.type) {
    case 'stats':
      return (
        <div className={`section pricing-stats${alt}`}>
          <div className="container">
            <StatGrid stats={section.stats} label={section.label} />
          </div>
        </div>
      );
    case 'waiting-cost':
      // A lost-revenue claim: switched off, the whole section goes (the others keep their stripes).
      return (
        <Urgent>
          {section.enabled && (
            <div className={`section${alt}`}>
              <div className="container">
                <WaitingCost data={section} id={id} />
              </div>
            </div>
          )}
        </Urgent>
      );
    default:
      return (
        <section className={`section pricing-${section.type}${alt}`} aria-labelledby={id}>
          <div className="container">
            <SectionHeading id={id} title={section.heading} lead={section.lead} />
            <SectionBody section={section} offers={offers} id={id} />
          </div>
        </section>
      );
  }
}

type TitledSection = Exclude<PricingSection, { type: 'stats' | 'waiting-cost' }>;

function SectionBody({ section, offers, id }: { section: TitledSection; offers: Offers; id: string }) {
  switch (section.type) {
    case 'website-packages':
      return (
        <>
          <WebsitePackageCards packages={offers.websitePackages} showScarcity={section.showScarcity} />
          <p className="pricing-note">{section.note}</p>
        </>
      );
    case 'devops-plans':
      return (
        <>
          <DevopsPlanCards plans={offers.devopsPlans} />
          <p className="pricing-note">{section.note}</p>
        </>
      );
    case 'cost-table':
      return <CostTable rows={offers.cloudCostComparison} labels={section.labels} id={`${id}-caption`} />;
    case 'process':
      return <ProcessSteps steps={section.steps} durationLabel={section.durationLabel} />;
    case 'cards':
      return <IconCards cards={section.items} compact />;
    case 'offers':
      return (
        <>
          <div className="price-grid">
            {section.cards.map((card) => (
              <OfferCard key={card.offer} card={card} />
            ))}
          </div>
          <p className="pricing-note">{section.note}</p>
        </>
      );
  }
}
