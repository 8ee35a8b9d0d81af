import type { PriceLists } from '../../../kit/relations';
import { directiveTargets, site as definition } from '../../site/index';
import { referenceFields } from '../references/find-references';
import type { Problem } from '../../../errors';
import { placedOffers } from './catalog';
import { pageFinds, type PageFinds } from './page-finds';
import { dataSource, factHomes, pageSource, relationProblem, where, type RelationSite, type Source } from './sources';

/** The offers' data set as groups: lists whose items name an `offer` (the site's price lists name them). */
type Groups = Readonly<Record<string, readonly { offer: string }[] | undefined>>;

/** The fields by which front matter names offers: `offer:` and `offers:`. */
const OFFER = referenceFields('offer');

/** An offer a page shows, and where. */
interface Shown {
  id: string;
  at: Source;
  route: string;
}

/**
 * An offer shown with a price is on a pricing page, or has its own page: a visitor who sees a
 * price can find the offer again, beside the others, and compare. Pricing pages are the
 * templates the site names (its `relations.priceLists`); an offer's own page is a
 * page of a template that names one offer. Reported where the price is shown, naming the offer's
 * price line.
 */
export function checkPricedOffers(site: RelationSite): Problem[] {
  const offers = placedOffers(site);
  const home = factHomes(site).offer;
  const lists = definition().relations?.priceLists;
  if (!offers || !home || !lists) return [];
  const groups = { offers: home.data as Groups, name: home.name, lists };
  const listed = new Set<string>();
  const elsewhere: Shown[] = [];
  for (const finds of pageFinds(site.pages)) {
    const { page } = finds;
    const shown = shownOn(finds, site, groups);
    if (lists.templates.has(page.templateName)) shown.forEach((item) => listed.add(item.id));
    else elsewhere.push(...shown);
    const field = lists.offerPageField[page.templateName];
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
        `List it on a pricing page (${[...lists.templates].join(', ')}), give it a page of its own, or show an offer that is listed.`,
      ),
    ];
  });
}

/** The offers a page shows: by `offer:`/`offers:`, by a price directive in its text, and the groups it shows whole. */
function shownOn(
  { page, records, texts }: PageFinds,
  site: RelationSite,
  groups: { offers: Groups; name: string; lists: PriceLists },
): Shown[] {
  const shown: Shown[] = [];
  const add = (id: string, at: Source) => shown.push({ id, at, route: page.route });
  for (const { record, at } of records) {
    const [one, list] = [record[OFFER.one], record[OFFER.list]];
    if (typeof one === 'string') add(one, pageSource(page, [...at, OFFER.one]));
    if (Array.isArray(list))
      list.forEach((id, i) => {
        if (typeof id === 'string') add(id, pageSource(page, [...at, OFFER.list, i]));
      });
  }
  for (const { text, at } of texts)
    // Directives that write an offer's price (`:price[id]`, `:offer[id]{field=price}`: the site's directives say which).
    for (const target of directiveTargets(text))
      if (target.kind === 'offer' && target.price) add(target.id, pageSource(page, at));
  const { lists } = groups;
  const shows = [lists.templateGroup(page.templateName), ...records.map(({ record }) => lists.groupNamed(record))];
  for (const group of new Set(shows.filter((named): named is string => named !== undefined)))
    (groups.offers[group] ?? []).forEach((card, i) =>
      add(card.offer, dataSource(site.data, groups.name, [group, i, OFFER.one])),
    );
  return shown;
}
