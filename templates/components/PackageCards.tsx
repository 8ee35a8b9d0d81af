import type { DevopsPlan, WebsitePackage } from '../offers/schemas';
import { packageScarcity } from '../offers/scarcity';
import { PriceCard } from './PriceCard';

/** Labels of a DevOps plan's extra figures (spec document 1, 3: a plan is a package plus monthly savings). */
const MONTHLY_SAVINGS = 'Typical monthly savings';
const PAYBACK = 'Pays for itself in';

function ClientWords({ quote, client }: { quote: string; client: string }) {
  return (
    <figure className="package-quote">
      <blockquote>
        <p>{quote}</p>
      </blockquote>
      <figcaption>{client}</figcaption>
    </figure>
  );
}

/**
 * The website packages in content order, each with its computed scarcity label (spec
 * document 1, 9) unless front matter switches urgency off.
 */
export function WebsitePackageCards({ packages, showScarcity }: { packages: readonly WebsitePackage[]; showScarcity: boolean }) {
  return (
    <div className="price-grid">
      {packages.map((pkg, i) => {
        const { testimonial, client, ...card } = pkg;
        const scarcity = showScarcity ? packageScarcity(i, card.popular ?? false) : undefined;
        return (
          <PriceCard key={card.name} card={{ ...card, scarcity }}>
            <ClientWords quote={testimonial} client={client} />
          </PriceCard>
        );
      })}
    </div>
  );
}

/** The DevOps plans, each with its monthly savings and payback time. */
export function DevopsPlanCards({ plans }: { plans: readonly DevopsPlan[] }) {
  return (
    <div className="price-grid">
      {plans.map((plan) => {
        const { testimonial, client, monthlySavings, payback, ...card } = plan;
        const facts = [
          { label: MONTHLY_SAVINGS, value: monthlySavings },
          { label: PAYBACK, value: payback },
        ];
        return (
          <PriceCard key={card.name} card={card} facts={facts}>
            <ClientWords quote={testimonial} client={client} />
          </PriceCard>
        );
      })}
    </div>
  );
}
