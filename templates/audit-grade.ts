import type { AuditGrade, AuditGrading, LighthouseRun } from '../cli/kit/audit-grade';
import type { ScoredIssue } from '../widgets/checker/collect-issues';
import { gradeReports } from '../widgets/checker/grade';
import type { AuditResult, LighthouseResult } from '../widgets/checker/pagespeed-types';
import { totalFixHours } from '../widgets/checker/scoring';

/** A category's audit references, as the checker reads them. */
type AuditRefs = NonNullable<NonNullable<LighthouseResult['categories']>[string]>['auditRefs'];

/** The four category scores, 0-100. */
type Scores = Readonly<Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>>;

/** One route graded as the website checker grades a visitor's site: the same scores, counts, loss and fix time. */
export interface CheckerGrade extends AuditGrade {
  overallScore: number;
  scores: Scores;
  criticalIssues: number;
  quickWins: number;
  projectedLossPerMonth: number;
  /** The total fix time, at 2 hours per issue. */
  fixHours: number;
  issues: Omit<ScoredIssue, 'strategies'>[];
}

/**
 * Grades a route with the checker's own functions (widgets/checker/grade.ts), for `site audit`
 * (this site's `audit` in templates/site.ts). `site audit` runs
 * Lighthouse once per route, on mobile: that run counts as both mobile and desktop, so each
 * category score is round(mean(m, m) x 100), the run's own score. The categories take the
 * route's `scores` (the median of the runs, with the noindex exemption the budget applies), and
 * the issues come from the last run, where a noindex page's is-crawlable counts as passed too.
 */
export function gradeRoute(lhr: LighthouseRun, scores: Scores, options: { noindex: boolean }): CheckerGrade {
  const categories: NonNullable<LighthouseResult['categories']> = Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [
      id,
      // The run is Lighthouse's, whose audit references are the checker's AuditRef.
      { score: score / 100, auditRefs: (lhr.categories[id]?.auditRefs ?? []) as AuditRefs },
    ]),
  );
  const audits: Record<string, AuditResult> = { ...(lhr.audits as Record<string, AuditResult>) };
  if (options.noindex) delete audits['is-crawlable'];
  const run: LighthouseResult = { categories, audits };
  const grade = gradeReports(run, run);
  return {
    overallScore: grade.overallScore,
    scores: {
      performance: grade.scores.performance,
      accessibility: grade.scores.accessibility,
      'best-practices': grade.scores['best-practices'],
      seo: grade.scores.seo,
    },
    criticalIssues: grade.criticalIssues,
    quickWins: grade.quickWins,
    projectedLossPerMonth: grade.projectedLossPerMonth,
    fixHours: totalFixHours(grade.issues.length),
    issues: grade.issues.map(({ strategies: _both, ...issue }) => issue),
  };
}

/** `site audit` graded as the website checker grades visitors' sites. */
export const CHECKER_GRADING: AuditGrading = {
  by: 'the website checker',
  about: "Graded as the website checker grades visitors' sites; the one mobile run counts as both mobile and desktop.",
  grade: (run, scores, options) => gradeRoute(run, scores as Scores, options),
};
