import type { CostRow } from '../data/offers';
import type { PortfolioCase } from '../data/portfolio';
import { computeCostSaving } from '../offers/cost-saving';
import type { SeriesDefinition } from '../../../cli/kit/relations';

/** "+212%", "84%", "-41%" -> 212, 84, -41; undefined for a figure that is no percentage. */
export function percentOf(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^([+-]?)(\d+(?:\.\d+)?)\s*%$/.exec(text.trim());
  return match ? Number(`${match[1]}${match[2]}`) : undefined;
}

/**
 * The series of figures this site's company facts may summarise (`average: { of: id }`) or bound
 * (`contains: id`): where the site states each figure, and how to read it. The build reads each
 * one with its file and line, so a fact that disagrees with them names both.
 */
export const SERIES: Readonly<Record<string, SeriesDefinition>> = {
  /** Each portfolio case's conversion increase (content/data/portfolio.yaml). */
  'case-conversion': {
    from: { data: 'portfolio', list: [] },
    field: ['metrics', 'conversion'],
    value: (item) => percentOf((item as PortfolioCase).metrics.conversion),
    noun: 'case',
  },
  /** Each row of the cost comparison's saving, as the table shows it: a whole share of its current bill. */
  'cost-comparison-saving': {
    from: { data: 'offers', list: ['cloudCostComparison'] },
    field: ['optimized'],
    value: (item) => computeCostSaving((item as CostRow).current, (item as CostRow).optimized).percent,
    noun: 'row',
  },
  /** Each cloud provider guide's saving (heroStats.savings of content/cloud/<provider>.yaml). */
  'provider-savings': {
    from: { pages: 'cloud' },
    field: ['heroStats', 'savings'],
    value: (item) => percentOf((item as { heroStats?: { savings?: unknown } }).heroStats?.savings),
    noun: 'provider',
  },
};
