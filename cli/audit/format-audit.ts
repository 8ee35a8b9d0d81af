import type { AuditGrading } from '../kit/audit-grade';
import type { RouteAudit } from './audit-site';
import { CATEGORIES } from './run-lighthouse';

const HEADINGS = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'Best pr.', seo: 'SEO' } as const;

/**
 * A routes x categories table: the four scores, and with the site's grading (this site's: as the
 * website checker grades visitors' sites) its overall score and issue count; a score under its
 * budget is marked ✖ with the budget beside it. Then the grading's issue list per route and the
 * budget verdict.
 */
export function formatAuditTable(audits: readonly RouteAudit[], runs: number, grading?: AuditGrading): string {
  const width = Math.max(5, ...audits.map((a) => a.route.length + (a.islands ? 2 : 0)));
  const cell = (audit: RouteAudit, c: (typeof CATEGORIES)[number]) => {
    const score = audit.scores[c];
    return (audit.below.includes(c) ? `✖${score}<${audit.budget[c]}` : String(score)).padStart(9);
  };
  const lines = [
    `Lighthouse, mobile (simulated slow 4G), ${runs === 1 ? '1 run' : `median of ${runs} runs`}; * = page with islands`,
    ...(grading ? [grading.about] : []),
    `${'Route'.padEnd(width)} ${grading ? 'Overall'.padStart(8) : ''}${CATEGORIES.map((c) => HEADINGS[c].padStart(9)).join('')}${grading ? 'Issues'.padStart(8) : ''}`,
    ...audits.map(
      (a) =>
        `${`${a.route}${a.islands ? ' *' : ''}`.padEnd(width)} ${a.grade ? String(a.grade.overallScore).padStart(8) : ''}${CATEGORIES.map((c) => cell(a, c)).join('')}${a.grade ? String(a.grade.issues.length).padStart(8) : ''}`,
    ),
    ...(grading ? ['', ...formatIssues(audits, grading)] : []),
  ];
  const failed = audits.filter((a) => a.below.length);
  if (!failed.length) return [...lines, '', `✔ ${audits.length} routes within budget`].join('\n');
  lines.push('', `✖ ${failed.length} of ${audits.length} routes below budget:`);
  for (const audit of failed) {
    lines.push(`  ${audit.route}`);
    for (const failing of audit.failing.filter((f) => audit.below.some((c) => f.startsWith(`${c}:`))))
      lines.push(`    ${failing}`);
  }
  return lines.join('\n');
}

/** The grading's issues per route, as it lists them: severity, category, title, value, time. */
export function formatIssues(audits: readonly RouteAudit[], grading: AuditGrading): string[] {
  const withIssues = audits.filter((a) => a.grade?.issues.length);
  if (!withIssues.length) return ['✔ No issues: every audit scored 1 on every route.'];
  const lines = [`Issues, as ${grading.by} lists them (most severe first):`];
  for (const audit of withIssues) {
    const { issues, fixHours } = audit.grade!;
    lines.push(
      `  ${audit.route}: ${issues.length} ${issues.length === 1 ? 'issue' : 'issues'}, about ${fixHours} hours to fix`,
    );
    for (const issue of issues) {
      const value = issue.displayValue ? ` (${issue.displayValue})` : '';
      lines.push(
        `    ${issue.severity.padEnd(8)} ${issue.category.padEnd(14)} ${issue.title}${value} · ${issue.estimatedTime}`,
      );
    }
  }
  return lines;
}
