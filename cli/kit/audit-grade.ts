/**
 * How `site audit` grades each route besides Lighthouse's own scores, when the site declares a
 * grading (its definition's `audit`; this site's is its website checker's, so the audit shows
 * what a visitor's check of the page would say).
 */
export interface AuditGrading {
  /** What grades, as a sentence of the report names it: "the website checker". */
  by: string;
  /** What the grade is, in one sentence for the report's heading. */
  about: string;
  /** The route's grade from its last Lighthouse run and its median category scores (0-100). */
  grade(run: LighthouseRun, scores: Readonly<Record<string, number>>, options: { noindex: boolean }): AuditGrade;
}

/** A Lighthouse result as a grading reads it: its categories' audit references, and its audits. */
export interface LighthouseRun {
  categories: Readonly<Record<string, { auditRefs?: readonly unknown[] } | undefined>>;
  audits: Readonly<Record<string, unknown>>;
}

/** A route's grade: its overall score and its issues (the report's table and list); any other figure goes to the JSON report as it is. */
export interface AuditGrade {
  readonly overallScore: number;
  /** The time the issues take to fix, in hours. */
  readonly fixHours: number;
  readonly issues: readonly AuditIssue[];
  readonly [figure: string]: unknown;
}

/** One issue as the report lists it: how bad, where, what, its value, and the time it takes. */
export interface AuditIssue {
  severity: string;
  category: string;
  title: string;
  displayValue?: string;
  estimatedTime: string;
}
