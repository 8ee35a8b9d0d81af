import type { CheckerContent } from './checker-content';
import { fill } from './checker-content';
import type { ScoredIssue } from './collect-issues';
import { readFieldData, type FieldData } from './field-data';
import { gradeReports } from './grade';
import type { PageSpeedResponse, Strategy } from './pagespeed-types';
import { CATEGORY_IDS, competitorCustomers, totalFixHours, type CategoryId, type CategoryScores } from './scoring';

/** An issue: the scored audit plus its business impact and fix. */
export interface Issue extends ScoredIssue {
  impact: string;
  howToFix: string;
}

export interface CategoryReport {
  score: number;
  mobile: number;
  desktop: number;
  issues: Issue[];
  /** A list of text; the first is the priority one. */
  recommendations: string[];
}

/** The result of an analysis, plus field data and the per-strategy scores. */
export interface AnalysisResult {
  url: string;
  overallScore: number;
  scores: CategoryScores;
  categories: Record<CategoryId, CategoryReport>;
  projectedLossPerMonth: number;
  competitorAdvantage: string;
  quickWins: number;
  criticalIssues: number;
  fieldData?: FieldData;
  /** Seconds since PageSpeed ran, when our proxy answered from its cache (issue 23). */
  age?: number;
}

type AdviceCopy = Pick<CheckerContent, 'categories' | 'audits' | 'results'>;

/** Grades the two PageSpeed responses and words the result with the content's advice. */
export function analyzeReports(
  url: string,
  reports: Record<Strategy, PageSpeedResponse>,
  copy: AdviceCopy,
): AnalysisResult {
  const grade = gradeReports(reports.mobile.lighthouseResult, reports.desktop.lighthouseResult);
  const categories = {} as Record<CategoryId, CategoryReport>;
  for (const id of CATEGORY_IDS) {
    const advice = copy.categories[id];
    const issues = grade.issues
      .filter((issue) => issue.category === id)
      .map((issue): Issue => {
        const own = Object.hasOwn(copy.audits, issue.id) ? copy.audits[issue.id] : undefined;
        return { ...issue, impact: own?.impact ?? advice.impact, howToFix: own?.fix ?? advice.fix };
      });
    const fixTime = fill(copy.results.fixTime, { count: issues.length, hours: totalFixHours(issues.length) });
    categories[id] = {
      score: grade.scores[id],
      mobile: grade.strategies.mobile[id],
      desktop: grade.strategies.desktop[id],
      issues,
      recommendations: issues.length ? [fixTime, ...advice.tips] : [...advice.tips],
    };
  }
  const fieldData = readFieldData(reports);
  return {
    url,
    overallScore: grade.overallScore,
    scores: grade.scores,
    categories,
    projectedLossPerMonth: grade.projectedLossPerMonth,
    competitorAdvantage: fill(copy.results.competitor, { count: competitorCustomers(grade.projectedLossPerMonth) }),
    quickWins: grade.quickWins,
    criticalIssues: grade.criticalIssues,
    ...(fieldData ? { fieldData } : {}),
  };
}
