import { collectIssues, type ScoredIssue } from './collect-issues';
import type { LighthouseResult, Strategy } from './pagespeed-types';
import {
  meanOfStrategies,
  criticalIssueCount,
  overallScore,
  projectedLossPerMonth,
  quickWinCount,
  strategyScores,
  type CategoryScores,
} from './scoring';

/** The numbers of an analysis, without any copy. */
export interface Grade {
  overallScore: number;
  scores: CategoryScores;
  /** Each strategy's own scores, shown side by side. */
  strategies: Record<Strategy, CategoryScores>;
  criticalIssues: number;
  quickWins: number;
  projectedLossPerMonth: number;
  issues: ScoredIssue[];
}

/**
 * Grades a site from its mobile and desktop Lighthouse results (scoring.ts). `site audit`
 * passes its one mobile run as both, so the site grades itself as it grades visitors' sites.
 */
export function gradeReports(mobile: LighthouseResult | undefined, desktop: LighthouseResult | undefined): Grade {
  const scores = meanOfStrategies(mobile, desktop);
  const overall = overallScore(scores);
  const criticalIssues = criticalIssueCount(scores);
  return {
    overallScore: overall,
    scores,
    strategies: { mobile: strategyScores(mobile), desktop: strategyScores(desktop) },
    criticalIssues,
    quickWins: quickWinCount(criticalIssues),
    projectedLossPerMonth: projectedLossPerMonth(overall),
    issues: collectIssues({ mobile, desktop }),
  };
}
