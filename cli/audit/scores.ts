import type Result from 'lighthouse/types/lhr/lhr.js';
import { CATEGORIES, type Category } from './run-lighthouse';

export type Scores = Record<Category, number>;

/** Audits whose weight Lighthouse drops from the category score. */
const UNSCORED = new Set(['notApplicable', 'manual', 'informative']);

/**
 * Category scores out of 100, computed as Lighthouse does (the weighted mean of the scored
 * audits). A noindex page is meant to fail `is-crawlable`: that audit, and only that one,
 * counts as passed there (the issue's one exemption).
 */
export function lighthouseScores(lhr: Result, options: { noindex: boolean }): Scores {
  const scores = {} as Scores;
  for (const id of CATEGORIES) {
    let sum = 0;
    let weights = 0;
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode) || ref.weight === 0) continue;
      const exempt = options.noindex && ref.id === 'is-crawlable';
      sum += ref.weight * (exempt ? 1 : (audit.score ?? 0));
      weights += ref.weight;
    }
    scores[id] = weights ? Math.round((sum / weights) * 100) : 0;
  }
  return scores;
}

/** The scored audits below a full score, per category, as `id: title (value)`, for the report. */
export function failingAudits(lhr: Result, options: { noindex: boolean }): string[] {
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || UNSCORED.has(audit.scoreDisplayMode) || ref.weight === 0) continue;
      if ((audit.score ?? 0) >= 1 || (options.noindex && ref.id === 'is-crawlable')) continue;
      failing.push(`${id}: ${ref.id} (${audit.displayValue ?? `score ${audit.score ?? 0}`})`);
    }
  }
  return failing;
}

/** Median of each category over several runs (Lighthouse performance varies run to run). */
export function medianScores(runs: readonly Scores[]): Scores {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
  };
  return Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores;
}

/**
 * The Lighthouse budget (docs/cli.md, "site audit"): 100 in all four categories on every route, islands included
 * (an island's code loads when it is needed, never with the page). `performanceFloor` lowers the
 * performance budget for a machine too loaded to measure it (`site audit --min-performance`).
 */
export function budgetFor(performanceFloor = 100): Scores {
  return { performance: Math.min(100, performanceFloor), accessibility: 100, 'best-practices': 100, seo: 100 };
}

export function belowBudget(scores: Scores, budget: Scores): Category[] {
  return CATEGORIES.filter((c) => scores[c] < budget[c]);
}
