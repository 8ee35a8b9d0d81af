import { useFacts } from '../model/facts/facts';
import { offerView } from '../model/facts/offer-view';
import type { ServiceOffer } from '../model/data/offers';
import { offerSpotsLabel } from '../model/offers/scarcity';
import type { ServiceDetailData } from '../model/offers/service-detail-schema';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { PriceTag } from './PriceTag';
import { Urgent } from './Urgent';

interface ServiceHeroProps {
  data: ServiceDetailData;
  /** The card of /services this page sells (its icon, urgency and proof; its offer's price). */
  service: ServiceOffer;
  crumbs: readonly Crumb[];
}

/** A service page's header: what it is and why, two calls to action, and the price of the offer its services card sells. */
export function ServiceHero({ data, service, crumbs }: ServiceHeroProps) {
  const facts = useFacts();
  const view = offerView(facts.offer(service.offer));
  const spots = offerSpotsLabel(facts.spots(service.offer));
  return (
    <header className="service-hero">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <div className="service-hero__grid">
          <div className="service-hero__text">
            <p className="service-hero__eyebrow">
              <Icon name={service.icon} size={20} />
              {data.hero.eyebrow}
            </p>
            <h1>{data.hero.heading}</h1>
            <p className="service-hero__lead">{data.hero.lead}</p>
            <CheckList items={data.hero.highlights} className="service-hero__highlights" />
            <div className="button-row">
              <a
                className="button button--accent button--large"
                href={data.hero.primary.href}
                data-track={data.hero.primary.track}
              >
                {data.hero.primary.label}
                <Icon name="arrow-right" size={20} />
              </a>
              <a
                className="button button--light button--large"
                href={data.hero.secondary.href}
                data-track={data.hero.secondary.track}
              >
                {data.hero.secondary.label}
              </a>
            </div>
          </div>
          <aside className="service-hero__offer" aria-label={data.hero.priceLabel}>
            <p className="service-hero__price-label">{data.hero.priceLabel}</p>
            <PriceTag view={view} />
            <Urgent>
              {data.pricing.showUrgency && spots && (
                <p className="service-hero__spots" data-offer={service.offer}>
                  <Icon name="clock" size={16} />
                  {spots}
                </p>
              )}
            </Urgent>
            <p className="service-hero__proof">{service.socialProof}</p>
          </aside>
        </div>
      </div>
    </header>
  );
}
