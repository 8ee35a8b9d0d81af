import type { Offers, ServiceOffer } from '../data/offers';

/** The card of /services that sells an offer, if any. */
export const findServiceCard = (offers: Pick<Offers, 'services'>, offer: string) =>
  offers.services.find((s) => s.offer === offer);

/**
 * The card of /services that sells an offer: a service page names the offer (`offer:`), and
 * shows that card's pitch, price and client. The build checks both when content loads (the id
 * against the catalog, the card with the template's checkData), so this never throws on a built page.
 */
export function serviceCardOf(offers: Pick<Offers, 'services'>, offer: string): ServiceOffer {
  const card = findServiceCard(offers, offer);
  if (!card) throw new Error(`No card of services in content/data/offers.yaml sells the offer "${offer}"`);
  return card;
}

/** The last segment of a card's link ("/services/devops" -> "devops"): its name in ids and events. */
export function serviceSlug(card: Pick<ServiceOffer, 'link'>): string {
  return card.link.split('/').filter(Boolean).at(-1) ?? 'service';
}
