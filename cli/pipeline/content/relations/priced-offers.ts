import type { Offers } from '../../../../templates/model/data/offers';
import {
  OFFER_PAGE_FIELD,
  PRICE_LIST_TEMPLATES,
  groupNamed,
  templateGroup,
  type OfferGroup,
} from '../../../../templates/model/relations/price-lists';
import type { Problem } from '../../../errors';
import { placedOffers } from './catalog';
import { pageFinds, type PageFinds } from './page-finds';
import { dataSource, factHomes, pageSource, relationProblem, where, type RelationSite, type Source } from './sources';

/** Directives that write an offer's price: `:price[id]`, `:saving[id]`, `:offer[id]{field=price}`. */
const PRICE_DIRECTIVE = /:(?:price|saving)\[([^\]]+)\]|:offer\[([^\]]+)\]\{field=(?:price|originalPrice|saving)\}/g;

/** An offer a page shows, and where. */
interface Shown {
  id: string;
  at: Source;
  route: string;
}

/**
 * An offer shown with a price is on a pricing page, or has its own page: a visitor who sees a
 * price can find the offer again, beside the others, and compare. Pricing pages are the
 * templates the model names (templates/model/relations/price-lists.ts); an offer's own page is a
 * page of a template that names one offer. Reported where the price is shown, naming the offer's
 * price line.
 */
export function checkPricedOffers(site: RelationSite): Problem[] {
  const offers = placedOffers(site);
  const home = factHomes(site).offer;
  if (!offers || !home) return [];
  const groups = { offers: home.data as Offers, name: home.name };
  const listed = new Set<string>();
  const elsewhere: Shown[] = [];
  for (const finds of pageFinds(site.pages)) {
    const { page } = finds;
    const shown = shownOn(finds, site, groups);
    if (PRICE_LIST_TEMPLATES.has(page.templateName)) shown.forEach((item) => listed.add(item.id));
    else elsewhere.push(...shown);
    const field = OFFER_PAGE_FIELD[page.templateName];
    const own = field && (page.data as Record<string, unknown>)[field];
    if (typeof own === 'string') listed.add(own);
  }
  const reported = new Set<string>();
  return elsewhere.flatMap(({ id, at, route }) => {
    const placed = offers.get(id);
    const price = placed?.offer.price;
    const key = `${id}|${at.file}|${at.field}`;
    if (!placed || typeof price !== 'number' || price === 0 || listed.has(id) || reported.has(key)) return [];
    reported.add(key);
    return [
      relationProblem(
        at,
        `${route} shows ${id} with its price (${where(placed.field('price'))}), but no pricing page lists it and it has no page of its own`,
        `List it on a pricing page (${[...PRICE_LIST_TEMPLATES].join(', ')}), give it a page of its own, or show an offer that is listed.`,
      ),
    ];
  });
}

/** The offers a page shows: by `offer:`/`offers:`, by a price directive in its text, and the groups it shows whole. */
function shownOn(
  { page, records, texts }: PageFinds,
  site: RelationSite,
  groups: { offers: Offers; name: string },
): Shown[] {
  const shown: Shown[] = [];
  const add = (id: string, at: Source) => shown.push({ id, at, route: page.route });
  for (const { record, at } of records) {
    if (typeof record.offer === 'string') add(record.offer, pageSource(page, [...at, 'offer']));
    if (Array.isArray(record.offers))
      record.offers.forEach((id, i) => {
        if (typeof id === 'string') add(id, pageSource(page, [...at, 'offers', i]));
      });
  }
  for (const { text, at } of texts)
    for (const match of text.matchAll(PRICE_DIRECTIVE)) add((match[1] ?? match[2]!).trim(), pageSource(page, at));
  const shows = [templateGroup(page.templateName), ...records.map(({ record }) => groupNamed(record))];
  for (const group of new Set(shows.filter((named): named is OfferGroup => named !== undefined)))
    groups.offers[group].forEach((card, i) => add(card.offer, dataSource(site.data, groups.name, [group, i, 'offer'])));
  return shown;
}
