import type { AuditResult, LighthouseResult, Strategy } from './pagespeed-types';
import {
  CATEGORY_IDS,
  ESTIMATED_TIME,
  isIssueScore,
  SEVERITIES,
  severityOf,
  type CategoryId,
  type Severity,
} from './scoring';

/** An audit that scored below 1, as the checker lists it. */
export interface ScoredIssue {
  id: string;
  title: string;
  /** PageSpeed's Markdown description (links as `[label](url)`). */
  description: string;
  displayValue?: string;
  category: CategoryId;
  severity: Severity;
  estimatedTime: string;
  /** The worse of the mobile and desktop scores. */
  score: number;
  /** The strategies on which the audit scored below 1. */
  strategies: Strategy[];
}

type Reports = Partial<Record<Strategy, LighthouseResult | undefined>>;

/**
 * Which category each audit belongs to, from every category's auditRefs. Lighthouse
 * lists a few audits in two categories (image-alt: accessibility, weight 10, and seo, weight 1);
 * the scoring rules leave that open, so an audit belongs to the category that gives it the most weight,
 * on a tie the first in the categories' order (seo, performance, accessibility, best-practices). Each
 * issue is then shown and counted once.
 */
export function auditCategories(reports: Reports): Map<string, CategoryId> {
  const owner = new Map<string, { category: CategoryId; weight: number }>();
  for (const category of CATEGORY_IDS) {
    for (const report of Object.values(reports)) {
      for (const ref of report?.categories?.[category]?.auditRefs ?? []) {
        if (typeof ref?.id !== 'string') continue;
        const weight = typeof ref.weight === 'number' && Number.isFinite(ref.weight) ? ref.weight : 0;
        const current = owner.get(ref.id);
        if (!current || weight > current.weight) owner.set(ref.id, { category, weight });
      }
    }
  }
  return new Map([...owner].map(([id, { category }]) => [id, category]));
}

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/**
 * The issues of an analysis: every audit with a non-null score below 1,
 * mapped to its category through the auditRefs (unmapped audits default to accessibility).
 * An audit that mobile and desktop both report is listed once, with its worse score (mobile's
 * on a tie). Most severe first, then lowest score, then category and title.
 */
export function collectIssues(reports: Reports): ScoredIssue[] {
  const owner = auditCategories(reports);
  const found = new Map<string, { audit: AuditResult; score: number; strategies: Strategy[] }>();
  for (const strategy of ['mobile', 'desktop'] as const) {
    for (const [id, audit] of Object.entries(reports[strategy]?.audits ?? {})) {
      if (!audit || !isIssueScore(audit.score)) continue;
      const seen = found.get(id);
      if (!seen) found.set(id, { audit, score: audit.score, strategies: [strategy] });
      else {
        seen.strategies.push(strategy);
        if (audit.score < seen.score) Object.assign(seen, { audit, score: audit.score });
      }
    }
  }
  const issues = [...found].map(([id, { audit, score, strategies }]): ScoredIssue => {
    const severity = severityOf(score);
    const displayValue = text(audit.displayValue);
    return {
      id,
      title: text(audit.title, id),
      description: text(audit.description),
      ...(displayValue ? { displayValue } : {}),
      category: owner.get(id) ?? 'accessibility',
      severity,
      estimatedTime: ESTIMATED_TIME[severity],
      score,
      strategies,
    };
  });
  return issues.sort(
    (a, b) =>
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) ||
      a.score - b.score ||
      CATEGORY_IDS.indexOf(a.category) - CATEGORY_IDS.indexOf(b.category) ||
      a.title.localeCompare(b.title),
  );
}
