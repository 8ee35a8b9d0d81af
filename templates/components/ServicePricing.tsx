import type { Offers, ServiceOffer } from '../offers/schemas';
import { spotsLeftLabel } from '../offers/scarcity';
import type { ServiceDetailData } from '../offers/service-detail-schema';
import { Icon } from './Icon';
import { DevopsPlanCards, WebsitePackageCards } from './PackageCards';
import { PriceCard } from './PriceCard';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

interface ServicePricingProps {
  pricing: ServiceDetailData['pricing'];
  offer: ServiceOffer;
  offers: Offers;
  /** Shown after a one-time price ("one-time"). */
  period: string;
}

/**
 * A service page's prices, all from content/data/offers.yaml so they always match /services
 * and the pricing pages: its services card with the client's words beside it, or the whole
 * set of website packages or DevOps plans. Anchor #pricing.
 */
export function ServicePricing({ pricing, offer, offers, period }: ServicePricingProps) {
  return (
    <section id="pricing" className="section section--alt service-pricing" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing-title" title={pricing.heading} lead={pricing.lead} />
        {pricing.show === 'website-packages' && <WebsitePackageCards packages={offers.websitePackages} showScarcity={pricing.showUrgency} />}
        {pricing.show === 'devops-plans' && <DevopsPlanCards plans={offers.devopsPlans} />}
        {pricing.show === 'offer' && (
          <div className="service-pricing__offer">
            <PriceCard
              card={{
                name: offer.title,
                description: offer.description,
                price: offer.price,
                originalPrice: offer.originalPrice,
                savings: offer.savings,
                period,
                features: offer.features,
                scarcity: pricing.showUrgency ? spotsLeftLabel(offer.spotsLeft) : undefined,
                cta: { label: pricing.ctaLabel, href: '/contact', track: `service_${offer.id.replace(/-/g, '_')}` },
              }}
            />
            <div className="service-pricing__proof">
              <TestimonialCard testimonial={offer.testimonial} />
              <p className="service-pricing__social">
                <Icon name="users" size={18} />
                {offer.socialProof}
              </p>
            </div>
          </div>
        )}
        <p className="service-pricing__note">{pricing.note}</p>
        {pricing.link && (
          <p className="service-pricing__more">
            <a className="button button--ghost" href={pricing.link.href} data-track={pricing.link.track}>
              {pricing.link.label}
              <Icon name="arrow-right" size={18} />
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
