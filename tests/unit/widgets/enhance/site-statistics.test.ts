import { describe, expect, it } from 'vitest';
import {
  averageCostReduction,
  COST_SAVINGS_BASELINE,
  figureBounds,
  formatStatistic,
  roundFigure,
  simulateStatistics,
  STATISTIC_KEYS,
  STATISTICS_DELAY_MS,
  STATISTICS_REFRESH_MS,
  varyFigure,
  type StatisticFigure,
  type StatisticKey,
} from '../../../../widgets/enhance/site-statistics';
import { seededRandom } from '../../../support/prng';

/** The simulated base figures and their variation (required figures). */
const REQUIRED_FIGURES: Record<StatisticKey, StatisticFigure> = {
  totalClients: { base: 47, variation: 2 },
  monthlyVisitors: { base: 2840, variation: 10 },
  avgCostSavings: { base: 890, variation: 15 },
  conversionRate: { base: 12.5, variation: 0 },
  projectsCompleted: { base: 52, variation: 2 },
  uptimePercentage: { base: 99.8, variation: 0 },
};

describe('site statistics constants', () => {
  it('loads after 100 ms and every 5 minutes, and shows savings against 1500', () => {
    expect(STATISTICS_DELAY_MS).toBe(100);
    expect(STATISTICS_REFRESH_MS).toBe(300_000);
    expect(COST_SAVINGS_BASELINE).toBe(1500);
    expect(STATISTIC_KEYS).toEqual([
      'totalClients',
      'monthlyVisitors',
      'avgCostSavings',
      'conversionRate',
      'projectsCompleted',
      'uptimePercentage',
    ]);
  });

  it('shows the average cost reduction as avgCostSavings / 1500 in percent: 890 -> 59%', () => {
    expect(averageCostReduction(890)).toBe(59);
    expect(averageCostReduction(1500)).toBe(100);
    expect(averageCostReduction(757)).toBe(50);
    expect(averageCostReduction(1024)).toBe(68);
  });
});

describe('formatStatistic', () => {
  it('writes the base figures as the hero shows them', () => {
    const shown = STATISTIC_KEYS.map((key) => formatStatistic(key, REQUIRED_FIGURES[key].base));
    expect(shown).toEqual(['47', '2,840', '59%', '12.5%', '52', '99.8%']);
  });

  it('keeps the decimals a rate has (up to two) and none on counts', () => {
    expect(formatStatistic('conversionRate', 12)).toBe('12%');
    expect(formatStatistic('uptimePercentage', 99.99)).toBe('99.99%');
    expect(formatStatistic('monthlyVisitors', 3124.4)).toBe('3,124');
  });
});

describe('variation', () => {
  it('moves a figure by at most its percentage either way', () => {
    expect(varyFigure(100, 10, 0)).toBe(90);
    expect(varyFigure(100, 10, 0.5)).toBe(100);
    expect(varyFigure(100, 10, 1)).toBeCloseTo(110);
    expect(varyFigure(12.5, 0, 0.93)).toBe(12.5);
  });

  it('rounds counts and dollars to whole numbers and rates to two decimals', () => {
    expect(roundFigure('totalClients', 47.94)).toBe(48);
    expect(roundFigure('avgCostSavings', 756.5)).toBe(757);
    expect(roundFigure('uptimePercentage', 99.844)).toBe(99.84);
  });

  it.each([
    ['totalClients', 46, 48],
    ['monthlyVisitors', 2556, 3124],
    ['avgCostSavings', 757, 1023],
    ['conversionRate', 12.5, 12.5],
    ['projectsCompleted', 51, 53],
    ['uptimePercentage', 99.8, 99.8],
  ] as const)('%s stays within [%d, %d] after rounding', (key, min, max) => {
    expect(figureBounds(key, REQUIRED_FIGURES[key])).toEqual([min, max]);
  });

  it('keeps a bounded figure true to its claim: at least N for "N+", the value itself for an exact one', () => {
    expect(figureBounds('totalClients', { base: 47, variation: 2, min: 47 })).toEqual([47, 48]);
    expect(figureBounds('avgCostSavings', { base: 705, variation: 15, min: 705, max: 705 })).toEqual([705, 705]);
    const random = seededRandom(7);
    for (let i = 0; i < 200; i += 1) {
      const stats = simulateStatistics({ ...REQUIRED_FIGURES, totalClients: { base: 47, variation: 2, min: 47 } }, () =>
        random.next(),
      );
      expect(stats.totalClients).toBeGreaterThanOrEqual(47);
    }
  });

  it('never leaves the bounds over 2,000 simulated loads, and does vary the figures that vary', () => {
    const random = seededRandom(20251122);
    const seen = new Map<StatisticKey, Set<number>>(STATISTIC_KEYS.map((k) => [k, new Set()]));
    for (let i = 0; i < 2000; i += 1) {
      const stats = simulateStatistics(REQUIRED_FIGURES, () => random.next());
      for (const key of STATISTIC_KEYS) {
        const [min, max] = figureBounds(key, REQUIRED_FIGURES[key]);
        expect(stats[key]).toBeGreaterThanOrEqual(min);
        expect(stats[key]).toBeLessThanOrEqual(max);
        seen.get(key)!.add(stats[key]);
      }
    }
    expect(seen.get('totalClients')).toEqual(new Set([46, 47, 48]));
    const reductions = [...seen.get('avgCostSavings')!].map(averageCostReduction);
    expect(Math.min(...reductions)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...reductions)).toBeLessThanOrEqual(68);
    expect(seen.get('monthlyVisitors')!.size).toBeGreaterThan(300);
    expect(seen.get('conversionRate')).toEqual(new Set([12.5]));
    expect(seen.get('uptimePercentage')).toEqual(new Set([99.8]));
  });
});
