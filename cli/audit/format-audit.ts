import type { RouteAudit } from './audit-site';
import { CATEGORIES } from './run-lighthouse';

const HEADINGS = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'Best pr.', seo: 'SEO' } as const;

/**
 * A routes x categories table, graded as the website checker grades visitors' sites: the four
 * scores, the checker's overall score and issue count; a score under its budget is marked ✖
 * with the budget beside it. Then the checker's issue list per route and the budget verdict.
 */
export function formatAuditTable(audits: readonly RouteAudit[], runs: number): string {
  const width = Math.max(5, ...audits.map((a) => a.route.length + (a.islands ? 2 : 0)));
  const cell = (audit: RouteAudit, c: (typeof CATEGORIES)[number]) => {
    const score = audit.scores[c];
    return (audit.below.includes(c) ? `✖${score}<${audit.budget[c]}` : String(score)).padStart(9);
  };
  const lines = [
    `Lighthouse, mobile (simulated slow 4G), ${runs === 1 ? '1 run' : `median of ${runs} runs`}; * = page with islands`,
    "Graded as the website checker grades visitors' sites; the one mobile run counts as both mobile and desktop.",
    `${'Route'.padEnd(width)} ${'Overall'.padStart(8)}${CATEGORIES.map((c) => HEADINGS[c].padStart(9)).join('')}${'Issues'.padStart(8)}`,
    ...audits.map(
      (a) =>
        `${`${a.route}${a.islands ? ' *' : ''}`.padEnd(width)} ${String(a.checker.overallScore).padStart(8)}${CATEGORIES.map((c) => cell(a, c)).join('')}${String(a.checker.issues.length).padStart(8)}`,
    ),
    '',
    ...formatIssues(audits),
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

/** The checker's issues per route, as it lists them: severity, category, title, value, time. */
export function formatIssues(audits: readonly RouteAudit[]): string[] {
  const withIssues = audits.filter((a) => a.checker.issues.length);
  if (!withIssues.length) return ['✔ No issues: every audit scored 1 on every route.'];
  const lines = ['Issues, as the website checker lists them (most severe first):'];
  for (const audit of withIssues) {
    const { issues, fixHours } = audit.checker;
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
