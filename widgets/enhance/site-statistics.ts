/**
 * The hero's site statistics: simulated figures, each a
 * base value varied at random by up to its percentage, shown rounded. Shared by the home
 * template (which renders the base figures) and the hero-stats page feature (which varies them).
 */

/** The Site statistics entity's fields, in the order the hero shows them. */
export const STATISTIC_KEYS = [
  'totalClients',
  'monthlyVisitors',
  'avgCostSavings',
  'conversionRate',
  'projectsCompleted',
  'uptimePercentage',
] as const;
export type StatisticKey = (typeof STATISTIC_KEYS)[number];

/**
 * A figure as content gives it: the base value, its random variation in percent (0 = none), and
 * the bounds a shown value keeps to so it never contradicts the claim the site makes of it
 * elsewhere ("47+ businesses helped" is never shown as 46).
 */
export interface StatisticFigure {
  base: number;
  variation: number;
  min?: number;
  max?: number;
}

export type SiteStatistics = Record<StatisticKey, number>;

/** The average cost reduction shown is avgCostSavings divided by 1500, as a percentage. */
export const COST_SAVINGS_BASELINE = 1500;
/** The simulated call answers after 100 ms. */
export const STATISTICS_DELAY_MS = 100;
/** Loaded on page load and every 5 minutes. */
export const STATISTICS_REFRESH_MS = 5 * 60 * 1000;
/** What a failed load writes to the console (required wording). */
export const STATISTICS_FAILURE_WARNING = 'Failed to load analytics data, using defaults';

export function isStatisticKey(key: string): key is StatisticKey {
  return (STATISTIC_KEYS as readonly string[]).includes(key);
}

/** `base` moved by up to ±`variation` percent; `random` in [0, 1) spreads evenly over that range. */
export function varyFigure(base: number, variation: number, random: number): number {
  return base * (1 + ((random * 2 - 1) * variation) / 100);
}

/** `value` kept within the figure's bounds. */
export function boundFigure(figure: StatisticFigure, value: number): number {
  return Math.min(figure.max ?? Infinity, Math.max(figure.min ?? -Infinity, value));
}

/** Counts and dollars are whole; rates keep up to two decimals, as their figures do (12.5, 99.99). */
export function roundFigure(key: StatisticKey, value: number): number {
  return key === 'conversionRate' || key === 'uptimePercentage' ? Math.round(value * 100) / 100 : Math.round(value);
}

/** The smallest and largest figure a variation can give, within the bounds, after rounding. */
export function figureBounds(key: StatisticKey, figure: StatisticFigure): [number, number] {
  const at = (random: number) =>
    roundFigure(key, boundFigure(figure, varyFigure(figure.base, figure.variation, random)));
  return [at(0), at(1)];
}

/** 890 -> 59: the hero's average cost reduction, a whole percentage. */
export function averageCostReduction(avgCostSavings: number): number {
  return Math.round((avgCostSavings / COST_SAVINGS_BASELINE) * 100);
}

/** How the hero writes each figure: 47, 2,840, 47%, 12.5%, 52, 99.99%. */
export function formatStatistic(key: StatisticKey, value: number): string {
  switch (key) {
    case 'avgCostSavings':
      return `${averageCostReduction(value)}%`;
    case 'conversionRate':
    case 'uptimePercentage':
      return `${roundFigure(key, value)}%`;
    default:
      return Math.round(value).toLocaleString('en-US');
  }
}

/** One simulated answer of the statistics call: every figure varied and rounded. */
export function simulateStatistics(
  figures: Readonly<Record<StatisticKey, StatisticFigure>>,
  random: () => number,
): SiteStatistics {
  const result = {} as SiteStatistics;
  for (const key of STATISTIC_KEYS) {
    const figure = figures[key];
    result[key] = roundFigure(key, boundFigure(figure, varyFigure(figure.base, figure.variation, random())));
  }
  return result;
}
