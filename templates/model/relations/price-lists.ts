import type { Offers } from '../data/offers';
import type { PriceLists } from '../../../cli/kit/relations';

/** A group of content/data/offers.yaml that pages show whole. */
export type OfferGroup = keyof Pick<Offers, 'services' | 'websitePackages' | 'devopsPlans'>;

/**
 * Where the site lists its offers with their prices, so a visitor can compare them: every page of
 * these templates. An offer shown with a price anywhere else must be listed on one of them, or
 * have a page of its own.
 */
export const PRICE_LIST_TEMPLATES: ReadonlySet<string> = new Set(['pricing', 'services', 'landing', 'legacy-pricing']);

/** Templates whose page is one offer's own, and the field of its front matter that names it. */
export const OFFER_PAGE_FIELD: Readonly<Record<string, string>> = { 'service-detail': 'offer' };

/** The fields by which front matter asks for a group: a pricing section's `type`, a service page's `show`. */
export const GROUP_FIELDS: readonly string[] = ['type', 'show'];

/** What those fields name each group. */
const GROUP_NAMES: Readonly<Record<string, OfferGroup>> = {
  'website-packages': 'websitePackages',
  'devops-plans': 'devopsPlans',
};

/** Templates that always show a group: /services shows its cards. */
const TEMPLATE_GROUPS: Readonly<Record<string, OfferGroup>> = { services: 'services' };

/** The group of a template whose every page shows one (/services its cards). */
export const templateGroup = (template: string): OfferGroup | undefined => TEMPLATE_GROUPS[template];

/** The group a record of front matter asks for by its `type` or `show`, if any. */
export function groupNamed(record: Readonly<Record<string, unknown>>): OfferGroup | undefined {
  for (const key of GROUP_FIELDS) {
    const value = record[key];
    if (typeof value === 'string' && GROUP_NAMES[value]) return GROUP_NAMES[value];
  }
  return undefined;
}

/** This site's price lists, as the relations read them. */
export const PRICE_LISTS: PriceLists = {
  templates: PRICE_LIST_TEMPLATES,
  offerPageField: OFFER_PAGE_FIELD,
  groupFields: GROUP_FIELDS,
  groupNamed,
  templateGroup,
};
