import type { CompanyFact } from '../../../kit/fact-records';
import { nearestId } from '../../../kit/nearest';
import type { Problem } from '../../../errors';
import { placedFacts, type PlacedFact } from './company-facts';
import { pointName, seriesIds, seriesPoints, type SeriesPoint } from './series-points';
import { relationProblem, where, type RelationSite } from './sources';

/**
 * Facts that summarise figures stated elsewhere. An average (`average: { of }`) is the mean of
 * the series it summarises, rounded as the fact is written; one that is not computed says what
 * it averages in its label (`average: { over }`), and a fact labelled an average must do one or
 * the other. A range that `contains` a series holds every figure of it. Each broken relation names
 * the fact's line and the figures' lines.
 */
export function checkFactSeries(site: RelationSite): Problem[] {
  const facts = placedFacts(site);
  if (!facts) return [];
  return [...facts.values()].flatMap((placed) => [...average(placed, site), ...contains(placed, site)]);
}

const AVERAGE_WORD = /\baverage\b/i;

function average(placed: PlacedFact, site: RelationSite): Problem[] {
  const { fact } = placed;
  const spec = fact.average;
  if (!spec) {
    if (!AVERAGE_WORD.test(fact.label)) return [];
    return [
      relationProblem(
        placed.field('label'),
        `${fact.id} is labelled an average ("${fact.label}") but does not say what it averages`,
        'Give it `average: { of: <series> }` to compute it from the figures it summarises, or `average: { over: <words> }` with the words of its label that say what it averages.',
      ),
    ];
  }
  if ('over' in spec) {
    if (fact.label.toLowerCase().includes(spec.over.toLowerCase())) return [];
    return [
      relationProblem(
        placed.field('average', 'over'),
        `${fact.id}'s label ("${fact.label}") does not say what it averages ("${spec.over}")`,
        'A visitor reads the label, not this field: put these words in the label.',
      ),
    ];
  }
  const series = found(placed, spec.of, site, ['average', 'of']);
  if ('problem' in series) return [series.problem];
  if (!series.points.length) return [];
  const mean = series.points.reduce((sum, point) => sum + point.value, 0) / series.points.length;
  const stated = roundedAs(mean, fact);
  if (!Array.isArray(fact.value) && fact.value === stated) return [];
  const figures = series.points.map((point) => pointName(point, written(fact))).join(', ');
  return [
    relationProblem(
      placed.at,
      `${fact.id} states ${placed.text}, but the ${counted(series.points.length, series.noun)} it averages come${series.points.length === 1 ? 's' : ''} to ${written(fact)(stated)}: ${figures}`,
      `Write ${stated} as its value, or change the figures it summarises.`,
    ),
  ];
}

function contains(placed: PlacedFact, site: RelationSite): Problem[] {
  const id = placed.fact.contains;
  if (id === undefined) return [];
  const series = found(placed, id, site, ['contains']);
  if ('problem' in series) return [series.problem];
  return series.points
    .filter((point) => point.value < placed.low || point.value > placed.high)
    .map((point) =>
      relationProblem(
        point.at,
        `${written(placed.fact)(point.value)} lies outside ${placed.fact.id}, ${placed.text} (${where(placed.at)}), the range that holds every ${series.noun}'s figure`,
        `Bring the figure inside ${placed.text}, widen the range, or state the figure as the ${series.noun}'s own outside the series.`,
      ),
    );
}

type Found = { points: SeriesPoint[]; noun: string } | { problem: Problem };

function found(placed: PlacedFact, id: string, site: RelationSite, path: string[]): Found {
  const series = seriesPoints(id, site);
  if (series) return series;
  const near = nearestId(id, seriesIds());
  return {
    problem: relationProblem(
      placed.field(...path),
      `"${id}" is not a series of figures`,
      `${near ? `Did you mean ${near}? ` : ''}The series are defined in templates/model/relations/series.ts: ${seriesIds().join(', ')}.`,
    ),
  };
}

/** A mean rounded as the fact writes its value: as many decimals as it has. */
function roundedAs(mean: number, fact: CompanyFact): number {
  const typed = Array.isArray(fact.value) ? fact.value[0] : fact.value;
  const decimals = String(typed).split('.')[1]?.length ?? 0;
  return Number(mean.toFixed(decimals));
}

/** "3 cases", "1 row". */
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** A number as the fact writes it, without a count's "+": 164 -> "164%". */
const written = (fact: CompanyFact) => (n: number) =>
  `${fact.prefix ?? ''}${Math.round(n * 100) / 100}${(fact.suffix ?? '').replace(/^\+$/, '')}`;
