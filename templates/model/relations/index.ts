import type { RelationsDeclaration } from '../../../cli/kit/relations';
import { CASE_RESULTS } from './case-results';
import { PRICE_LISTS } from './price-lists';
import { STEP_TIME_FIELDS } from './processes';
import { SERIES } from './series';

/** What the relations between this site's facts read of it (templates/site.ts `relations`; docs/facts.md). */
export const RELATIONS: RelationsDeclaration = {
  series: SERIES,
  stepTimeFields: STEP_TIME_FIELDS,
  cases: CASE_RESULTS,
  priceLists: PRICE_LISTS,
};
