import { AUDIT_SPOTS } from '../../../widgets/enhance/audit-spots';
import type { Offers } from '../data/offers';

/**
 * How many spots an offer has left: a number, or the free-audit formula that counts them down
 * by the day of the month (the page renders its initial figure and the
 * audit-spots feature works it out from the visitor's date).
 */
export type Spots = number | 'by-day-of-month';

/** Required figures: website packages '5 minus index spots available', the popular one 'Only 3 spots left'. */
const PACKAGE_BASE = 5;
const POPULAR_PACKAGE_SPOTS = 3;
/** Required figures: services page cards, 3 spots on the first card, 7 on the others. */
const FIRST_SERVICE_SPOTS = 3;
const OTHER_SERVICE_SPOTS = 7;

/**
 * Every offer's spots left, once, by offer id, so every badge, label and card of one offer shows
 * one number on every page: the catalog's own `spots`, then the documents' formulas for the
 * offers their groups list (the services cards, then the website packages, the more specific
 * of the two: the offer a package sells is priced on its own page).
 */
export function spotsByOffer(
  offers: Pick<Offers, 'catalog'> & Partial<Pick<Offers, 'services' | 'websitePackages'>>,
): Map<string, Spots> {
  const spots = new Map<string, Spots>();
  for (const offer of offers.catalog) if (offer.spots !== undefined) spots.set(offer.id, offer.spots);
  offers.services?.forEach((card, i) => spots.set(card.offer, i === 0 ? FIRST_SERVICE_SPOTS : OTHER_SERVICE_SPOTS));
  offers.websitePackages?.forEach((card, i) =>
    spots.set(card.offer, card.popular ? POPULAR_PACKAGE_SPOTS : PACKAGE_BASE - i),
  );
  return spots;
}

/** The number a page renders for spots: the free-audit formula's initial figure until the browser works it out. */
export const renderedSpots = (spots: Spots): number => (spots === 'by-day-of-month' ? AUDIT_SPOTS.initial : spots);

/** A website package's scarcity label: 'Only 3 spots left' on the popular plan, 'N spots available' on the others. */
export function packageScarcity(spots: number, popular: boolean): string {
  if (popular) return spotsLeftLabel(spots);
  return `${spots} ${spots === 1 ? 'spot' : 'spots'} available`;
}

/** The services page cards' count of open spots: 'Only 3 spots left'. */
export function spotsLeftLabel(spots: number): string {
  return spots === 1 ? 'Only 1 spot left' : `Only ${spots} spots left`;
}

/** An offer's 'Only N spots left', or nothing for an offer that counts no spots. */
export const offerSpotsLabel = (spots: Spots | undefined): string | undefined =>
  spots === undefined ? undefined : spotsLeftLabel(renderedSpots(spots));
