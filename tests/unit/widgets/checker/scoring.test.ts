import { describe, expect, it } from 'vitest';
import {
  categoryNote,
  categoryScore,
  meanOfStrategies,
  competitorCustomers,
  criticalIssueCount,
  ESTIMATED_TIME,
  INDUSTRY_AVERAGE,
  isIssueScore,
  overallScore,
  projectedLossPerMonth,
  quickWinCount,
  roundHalfUp,
  scoreBand,
  severityOf,
  strategyScores,
  totalFixHours,
  type CategoryScores,
} from '../../../../widgets/checker/scoring';

const scores = (seo: number, performance: number, accessibility: number, bestPractices: number): CategoryScores => ({
  seo,
  performance,
  accessibility,
  'best-practices': bestPractices,
});

describe('checker scoring', () => {
  it.each([
    [0.62, 0.91, 77], // 76.5: .5 rounds up, despite 76.49999999999999 in floating point
    [0.83, 0.83, 83],
    [0.78, 0.8, 79],
    [0.96, 1, 98],
    [0.5, 0.51, 51], // 50.5
    [0.01, 0, 1], // 0.5
    [0.89, 0.9, 90], // 89.5
    [0.29, 0.28, 29], // 28.5
    [1, 1, 100],
    [0, 0, 0],
    [0.123, 0.456, 29], // 28.95
  ])('category score of mobile %d and desktop %d is %d', (mobile, desktop, expected) => {
    expect(categoryScore(mobile, desktop)).toBe(expected);
  });

  it.each([
    [null, 0.9, 45],
    [undefined, 0.9, 45],
    [0.9, null, 45],
    [Number.NaN, 0.5, 25],
    ['0.9', 0.9, 45],
    [null, null, 0],
  ])('a missing score (%j) counts as 0: with %j gives %d', (mobile, desktop, expected) => {
    expect(categoryScore(mobile, desktop)).toBe(expected);
  });

  it('clamps scores outside [0, 1]', () => {
    expect(categoryScore(1.4, 1)).toBe(100);
    expect(categoryScore(-1, 0)).toBe(0);
  });

  it('rounds halves up and cuts binary noise', () => {
    expect(roundHalfUp(76.49999999999999)).toBe(77);
    expect(roundHalfUp(84.25)).toBe(84);
    expect(roundHalfUp(84.5)).toBe(85);
    expect(roundHalfUp(84.75)).toBe(85);
    expect(roundHalfUp(84.4999)).toBe(84);
  });

  it.each([
    [scores(83, 77, 79, 98), 84], // 84.25
    [scores(80, 80, 81, 81), 81], // 80.5
    [scores(100, 100, 100, 99), 100], // 99.75
    [scores(0, 0, 0, 1), 0], // 0.25
    [scores(50, 51, 50, 51), 51], // 50.5
  ])('overall score of %j is %d', (four, expected) => {
    expect(overallScore(four)).toBe(expected);
  });

  it('counts one critical flag each for performance < 75, seo < 80, accessibility < 80, and quick wins as 3 minus that', () => {
    expect(criticalIssueCount(scores(80, 75, 80, 0))).toBe(0);
    expect(criticalIssueCount(scores(79, 75, 80, 100))).toBe(1);
    expect(criticalIssueCount(scores(80, 74, 80, 100))).toBe(1);
    expect(criticalIssueCount(scores(80, 75, 79, 100))).toBe(1);
    expect(criticalIssueCount(scores(0, 0, 0, 0))).toBe(3);
    expect(criticalIssueCount(scores(100, 100, 100, 0))).toBe(0); // best practices never counts
    expect([0, 1, 2, 3, 4].map(quickWinCount)).toEqual([3, 2, 1, 0, 0]);
  });

  it('projects the loss as max(0, (100 - overall) x 50) and the competitor count as floor(loss / 100)', () => {
    expect(projectedLossPerMonth(84)).toBe(800);
    expect(projectedLossPerMonth(100)).toBe(0);
    expect(projectedLossPerMonth(0)).toBe(5000);
    expect(projectedLossPerMonth(101)).toBe(0);
    expect(competitorCustomers(800)).toBe(8);
    expect(competitorCustomers(850)).toBe(8);
    expect(competitorCustomers(50)).toBe(0);
    expect(competitorCustomers(0)).toBe(0);
  });

  it('derives severity from the audit score: 0 critical, below 0.5 warning, else info', () => {
    expect(severityOf(0)).toBe('critical');
    expect(severityOf(0.01)).toBe('warning');
    expect(severityOf(0.49)).toBe('warning');
    expect(severityOf(0.5)).toBe('info');
    expect(severityOf(0.99)).toBe('info');
  });

  it('makes issues only of non-null scores below 1', () => {
    expect([0, 0.5, 0.99].every(isIssueScore)).toBe(true);
    expect([1, null, undefined, Number.NaN, '0'].some(isIssueScore)).toBe(false);
  });

  it('estimates time per severity and 2 hours per issue in total', () => {
    expect(ESTIMATED_TIME).toEqual({ critical: '2-4 hours', warning: '1-2 hours', info: '30 minutes' });
    expect(totalFixHours(0)).toBe(0);
    expect(totalFixHours(13)).toBe(26);
  });

  it('colours 80+ green, 60+ yellow, else red, and labels 80+ and below 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual(['good', 'good', 'average', 'average', 'poor', 'poor']);
    expect([80, 79, 60, 59].map(categoryNote)).toEqual(['above-average', undefined, undefined, 'quick-wins']);
  });

  it('knows the industry averages', () => {
    expect(INDUSTRY_AVERAGE).toEqual({ performance: 75, seo: 78, accessibility: 72, 'best-practices': 72 });
  });

  it('reads each strategy and the four category scores from Lighthouse results, a missing category as 0', () => {
    const mobile = { categories: { seo: { score: 0.9 }, performance: { score: 0.5 }, accessibility: { score: null } } };
    const desktop = {
      categories: {
        seo: { score: 1 },
        performance: { score: 0.8 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
      },
    };
    expect(strategyScores(mobile)).toEqual(scores(90, 50, 0, 0));
    expect(meanOfStrategies(mobile, desktop)).toEqual(scores(95, 65, 50, 50));
    expect(meanOfStrategies(undefined, undefined)).toEqual(scores(0, 0, 0, 0));
  });
});
