import type { Offers, ServiceOffer } from '../model/data/offers';
import { useFacts } from '../model/facts/facts';
import { offerSpotsLabel } from '../model/offers/scarcity';
import { serviceSlug } from '../model/offers/service-card';
import type { ServiceDetailData } from '../model/offers/service-detail-schema';
import { Icon } from './Icon';
import { DevopsPlanCards, WebsitePackageCards } from './PackageCards';
import { PriceCard, useOfferCard } from './PriceCard';
import { SectionHeading } from './SectionHeading';
import { TestimonialCard } from './TestimonialCard';

interface ServicePricingProps {
  pricing: ServiceDetailData['pricing'];
  /** The card of /services this page sells. */
  service: ServiceOffer;
  offers: Offers;
}

/** The services card as a price card: its title and pitch, its offer's prices and what it includes. */
function ServiceCardPrice({ pricing, service }: Pick<ServicePricingProps, 'pricing' | 'service'>) {
  const scarcity = offerSpotsLabel(useFacts().spots(service.offer));
  const card = useOfferCard({
    offer: service.offer,
    scarcity: pricing.showUrgency ? scarcity : undefined,
    ...(pricing.showUrgency && scarcity ? { spotsOf: service.offer } : {}),
    cta: { label: pricing.ctaLabel, href: '/contact', track: `service_${serviceSlug(service).replace(/-/g, '_')}` },
  });
  return <PriceCard card={{ ...card, name: service.title, description: service.description }} />;
}

/**
 * A service page's prices, all from content/data/offers.yaml so they always match /services
 * and the pricing pages: its services card with the client's words beside it, or the whole
 * set of website packages or DevOps plans. Anchor #pricing.
 */
export function ServicePricing({ pricing, service, offers }: ServicePricingProps) {
  return (
    <section id="pricing" className="section section--alt service-pricing" aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing-title" title={pricing.heading} lead={pricing.lead} />
        {pricing.show === 'website-packages' && (
          <WebsitePackageCards packages={offers.websitePackages} showScarcity={pricing.showUrgency} />
        )}
        {pricing.show === 'devops-plans' && <DevopsPlanCards plans={offers.devopsPlans} />}
        {pricing.show === 'offer' && (
          <div className="service-pricing__offer">
            <ServiceCardPrice pricing={pricing} service={service} />
            <div className="service-pricing__proof">
              <TestimonialCard testimonial={service.testimonial} />
              <p className="service-pricing__social">
                <Icon name="users" size={18} />
                {service.socialProof}
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
