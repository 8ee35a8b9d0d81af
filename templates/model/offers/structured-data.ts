import type { Offer } from '../data/offers';
import type { SiteConfig } from '../site-config';

/**
 * schema.org Service and Offer objects for the priced pages, from the offers of the catalog
 * (content/data/offers.yaml). Prices are numbers as text ("4999"), as schema.org asks; a
 * monthly price becomes a UnitPriceSpecification per month.
 */

/** An offer of the catalog as one page lists it: under its own name, or a card's title. */
export interface PricedItem {
  name: string;
  description?: string;
  offer: Offer;
  url: string;
}

/** An offer under its own name and description. */
export const pricedOffer = (offer: Offer, url: string): PricedItem => ({
  name: offer.name,
  description: offer.description,
  offer,
  url,
});

/** The business the home page describes, by its @id. */
export function providerReference(site: SiteConfig): object {
  return {
    '@type': 'ProfessionalService',
    '@id': `${site.site.url}/#organization`,
    name: site.site.brand,
    url: site.site.url,
  };
}

/** An Offer, or nothing for work priced by quote. */
export function offerStructuredData(item: PricedItem, currency: string): object | undefined {
  if (item.offer.price === 'quote') return undefined;
  const price = String(item.offer.price);
  const monthly = item.offer.period === 'month';
  return {
    '@type': 'Offer',
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    url: item.url,
    price,
    priceCurrency: currency,
    ...(monthly
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: currency,
            unitCode: 'MON',
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
          },
        }
      : {}),
    availability: 'https://schema.org/InStock',
  };
}

export interface ServiceDescription {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  offers: readonly PricedItem[];
}

/** A Service by the business, with its offers. */
export function serviceStructuredData(site: SiteConfig, service: ServiceDescription, currency: string): object {
  const offers = service.offers.map((o) => offerStructuredData(o, currency)).filter((o) => o !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.name,
    description: service.description,
    url: service.url,
    serviceType: service.serviceType,
    provider: providerReference(site),
    areaServed: 'Worldwide',
    ...(offers.length ? { offers } : {}),
  };
}
