import type { Problem } from '../../../errors';
import { checkCaseResults } from './case-results';
import { checkFactBounds } from './fact-bounds';
import { checkFactSeries } from './fact-series';
import { checkIncludedOffers } from './included-offers';
import { checkPricedOffers } from './priced-offers';
import { checkProcessTimes } from './process-times';
import { checkSameScope } from './same-scope';
import type { RelationSite } from './sources';

/**
 * The relations between facts that the site's model declares (docs/facts.md, "Relations"): where
 * two figures constrain each other, a field of one names the other, and the build fails when
 * they disagree, naming the file and line of each. Each relation is one module; the site's
 * specifics (its series, pricing pages, processes) come from templates/model/relations/ and
 * content/data/, so the rules themselves hold for any site.
 */
const RELATIONS: readonly ((site: RelationSite) => Problem[])[] = [
  checkFactBounds, // reviews at most clients served; a saving at most the waste it removes
  checkSameScope, // one scope and price, one offer
  checkIncludedOffers, // an offer costs at least what it includes
  checkCaseResults, // a result is one client's, with one label
  checkFactSeries, // an average is computed from its cases; a range holds the figures under it
  checkProcessTimes, // a total time is its process's
  checkPricedOffers, // a price shown is a price listed
];

/** Every broken relation of the site, each naming both sides. */
export function checkRelations(site: RelationSite): Problem[] {
  return RELATIONS.flatMap((relation) => relation(site));
}
