import type { Problem } from '../../../errors';
import { placedFacts, sameUnit, unknownFact, type PlacedFact } from './company-facts';
import { relationProblem, where, type RelationSite } from './sources';

/**
 * Counts bounded by other counts. A fact with `atMost` counts no more than the facts it names
 * together (reviews come from the clients served, and from whatever else the list, and the label,
 * say was reviewed). A saving with `removes` is never larger than the waste it removes, at
 * either end of its range. Each broken bound names both facts' lines.
 */
export function checkFactBounds(site: RelationSite): Problem[] {
  const facts = placedFacts(site);
  if (!facts) return [];
  const problems: Problem[] = [];
  for (const placed of facts.values()) {
    problems.push(...atMost(placed, facts), ...removes(placed, facts));
  }
  return problems;
}

function atMost(placed: PlacedFact, facts: ReadonlyMap<string, PlacedFact>): Problem[] {
  const ids = placed.fact.atMost;
  if (!ids) return [];
  const bounds = ids.map((id) => facts.get(id));
  const missing = ids.flatMap((id, i) => (bounds[i] ? [] : [unknownFact(placed.field('atMost', i), id, facts)]));
  if (missing.length) return missing;
  const found = bounds as PlacedFact[];
  const total = found.reduce((sum, bound) => sum + bound.low, 0);
  if (placed.low <= total) return [];
  const named = found.map((bound) => `${bound.fact.id} (${bound.text}, ${where(bound.at)})`).join(' and ');
  return [
    relationProblem(
      placed.at,
      `${placed.fact.id} counts ${placed.text}, more than ${named} account for (${total})`,
      `A count cannot exceed what it is counted among. Lower it, or add to \`atMost\` what else was counted, and say so in its label ("${placed.fact.label}").`,
    ),
  ];
}

function removes(placed: PlacedFact, facts: ReadonlyMap<string, PlacedFact>): Problem[] {
  const id = placed.fact.removes;
  if (id === undefined) return [];
  const waste = facts.get(id);
  if (!waste) return [unknownFact(placed.field('removes'), id, facts)];
  if (!sameUnit(placed.fact, waste.fact))
    return [
      relationProblem(
        placed.field('removes'),
        `${placed.fact.id} (${placed.text}) and ${waste.fact.id} (${waste.text}, ${where(waste.at)}) are not in the same unit`,
        'A saving and the waste it removes compare only in one unit: write both as a share, or both in dollars.',
      ),
    ];
  if (placed.low <= waste.low && placed.high <= waste.high) return [];
  return [
    relationProblem(
      placed.at,
      `${placed.fact.id} saves ${placed.text}, more than the waste it removes: ${waste.fact.id} is ${waste.text} (${where(waste.at)})`,
      'A saving cannot remove more waste than there is. Lower the saving, raise the waste, or, if the saving also comes from elsewhere, remove `removes` and say in its label where the rest comes from.',
    ),
  ];
}
