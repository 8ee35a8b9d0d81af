import { useFacts } from '../model/facts/facts';
import { formatPrice } from '../model/format';
import type { DevopsPlan, WebsitePackage } from '../model/data/offers';
import { packageScarcity, renderedSpots } from '../model/offers/scarcity';
import type { TestimonialData } from '../model/schemas';
import { OfferCard } from './PriceCard';

/** Labels of a DevOps plan's extra figures (a plan is a package plus its monthly savings). */
const MONTHLY_SAVINGS = 'Typical monthly savings';
const PAYBACK = 'Pays for itself in';

/** A client's words on a package, signed with their name and company (content/data/people.yaml). */
function ClientWords({ testimonial }: { testimonial: TestimonialData }) {
  const person = useFacts().person(testimonial.person);
  return (
    <figure className="package-quote">
      <blockquote>
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption>
        {person.name}, {person.company}
      </figcaption>
    </figure>
  );
}

/**
 * The website packages in content order, each an offer of the catalog with its computed
 * scarcity label (offers/scarcity.ts) unless front matter switches urgency off.
 */
export function WebsitePackageCards({
  packages,
  showScarcity,
}: {
  packages: readonly WebsitePackage[];
  showScarcity: boolean;
}) {
  const facts = useFacts();
  return (
    <div className="price-grid">
      {packages.map(({ offer, popular, badge, cta, testimonial }) => {
        const spots = facts.spots(offer);
        const scarcity =
          showScarcity && spots !== undefined ? packageScarcity(renderedSpots(spots), popular ?? false) : undefined;
        return (
          <OfferCard
            key={offer}
            card={{ offer, popular, badge, cta, scarcity, ...(scarcity ? { spotsOf: offer } : {}) }}
          >
            <ClientWords testimonial={testimonial} />
          </OfferCard>
        );
      })}
    </div>
  );
}

/** The DevOps plans, each an offer of the catalog with its monthly savings and payback time. */
export function DevopsPlanCards({ plans }: { plans: readonly DevopsPlan[] }) {
  return (
    <div className="price-grid">
      {plans.map(({ offer, popular, badge, cta, testimonial, monthlySavings, payback }) => {
        const facts = [
          { label: MONTHLY_SAVINGS, value: formatPrice(monthlySavings) },
          { label: PAYBACK, value: payback },
        ];
        return (
          <OfferCard key={offer} card={{ offer, popular, badge, cta }} facts={facts}>
            <ClientWords testimonial={testimonial} />
          </OfferCard>
        );
      })}
    </div>
  );
}
