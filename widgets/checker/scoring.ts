import type { LighthouseResult } from './pagespeed-types';

/**
 * The checker's scoring, shared by the widget and `site audit`. Pure functions of numbers: no
 * copy, no DOM. Its figures and formulas are required as they are, not tuning.
 */

/** The four categories, in their required order; tabs default to the first. */
export const CATEGORY_IDS = ['seo', 'performance', 'accessibility', 'best-practices'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
export type CategoryScores = Record<CategoryId, number>;

/** Industry averages (required figures): performance 75, seo 78, the others 72. */
export const INDUSTRY_AVERAGE: Readonly<CategoryScores> = {
  seo: 78,
  performance: 75,
  accessibility: 72,
  'best-practices': 72,
};

export type Severity = 'critical' | 'warning' | 'info';
export const SEVERITIES: readonly Severity[] = ['critical', 'warning', 'info'];

/** Estimated time per issue by severity (required wording). */
export const ESTIMATED_TIME: Readonly<Record<Severity, string>> = {
  critical: '2-4 hours',
  warning: '1-2 hours',
  info: '30 minutes',
};
/** Recommendation text states the total fix time as 2 hours per issue. */
export const HOURS_PER_ISSUE = 2;
/** Projected loss is $50 per point under 100, per month. */
export const LOSS_PER_POINT = 50;

/**
 * Rounds .5 up ("rounded" leaves halves open; scores are never negative,
 * so this is also Math.round). Binary noise is cut first, so (0.62 + 0.91) / 2 x 100, which
 * floating point makes 76.49999999999999, is the exact 76.5 and rounds to 77.
 */
export function roundHalfUp(value: number): number {
  return Math.round(Number(value.toFixed(9)));
}

/** A score from outside as a number in [0, 1]; missing or malformed counts as 0. */
export function scoreOrZero(score: unknown): number {
  return typeof score === 'number' && Number.isFinite(score) ? Math.min(1, Math.max(0, score)) : 0;
}

/** A category's score: the rounded mean of the mobile and desktop scores, times 100. */
export function categoryScore(mobile: unknown, desktop: unknown): number {
  return roundHalfUp(((scoreOrZero(mobile) + scoreOrZero(desktop)) / 2) * 100);
}

/** The overall score: the rounded mean of the four category scores. */
export function overallScore(scores: Readonly<CategoryScores>): number {
  return roundHalfUp(CATEGORY_IDS.reduce((sum, id) => sum + scores[id], 0) / CATEGORY_IDS.length);
}

/** Critical issues: one flag each for performance under 75, seo under 80 and accessibility under 80. */
export function criticalIssueCount(scores: Readonly<CategoryScores>): number {
  return Number(scores.performance < 75) + Number(scores.seo < 80) + Number(scores.accessibility < 80);
}

/** Quick wins: max(0, 3 - criticalIssues). */
export function quickWinCount(criticalIssues: number): number {
  return Math.max(0, 3 - criticalIssues);
}

/** Projected loss: max(0, (100 - overall) x 50) dollars a month. */
export function projectedLossPerMonth(overall: number): number {
  return Math.max(0, (100 - overall) * LOSS_PER_POINT);
}

/** The competitor text counts floor(loss / 100) customers. */
export function competitorCustomers(lossPerMonth: number): number {
  return Math.floor(lossPerMonth / 100);
}

/** Only audits with a non-null score below 1 become issues. */
export function isIssueScore(score: unknown): score is number {
  return typeof score === 'number' && Number.isFinite(score) && score < 1;
}

/** Severity from the audit's score: 0 is critical, below 0.5 a warning, otherwise info. */
export function severityOf(score: number): Severity {
  if (score <= 0) return 'critical';
  return score < 0.5 ? 'warning' : 'info';
}

/** Total fix time at 2 hours per issue. */
export function totalFixHours(issueCount: number): number {
  return issueCount * HOURS_PER_ISSUE;
}

export type ScoreBand = 'good' | 'average' | 'poor';

/** Score colours: green at 80 or more, yellow at 60 or more, otherwise red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'good';
  return score >= 60 ? 'average' : 'poor';
}

/** 'Above industry average' at 80 or more, 'Quick wins available' below 60 (required wording). */
export function categoryNote(score: number): 'above-average' | 'quick-wins' | undefined {
  if (score >= 80) return 'above-average';
  return score < 60 ? 'quick-wins' : undefined;
}

/** One strategy's four category scores out of 100 (a missing category counts as 0). */
export function strategyScores(result: LighthouseResult | undefined): CategoryScores {
  const scores = {} as CategoryScores;
  for (const id of CATEGORY_IDS) scores[id] = roundHalfUp(scoreOrZero(result?.categories?.[id]?.score) * 100);
  return scores;
}

/** The four category scores of an analysis: each the rounded mean of mobile and desktop. */
export function meanOfStrategies(
  mobile: LighthouseResult | undefined,
  desktop: LighthouseResult | undefined,
): CategoryScores {
  const scores = {} as CategoryScores;
  for (const id of CATEGORY_IDS)
    scores[id] = categoryScore(mobile?.categories?.[id]?.score, desktop?.categories?.[id]?.score);
  return scores;
}
