import type { RouteAudit } from './audit-site';
import { CATEGORIES } from './run-lighthouse';

const HEADINGS = { performance: 'Perf', accessibility: 'A11y', 'best-practices': 'Best pr.', seo: 'SEO' } as const;

/** A routes x categories table; a score under its budget is marked ✖ with the budget beside it. */
export function formatAuditTable(audits: readonly RouteAudit[], runs: number): string {
  const width = Math.max(5, ...audits.map((a) => a.route.length + (a.islands ? 2 : 0)));
  const cell = (audit: RouteAudit, c: (typeof CATEGORIES)[number]) => {
    const score = audit.scores[c];
    return (audit.below.includes(c) ? `✖${score}<${audit.budget[c]}` : String(score)).padStart(9);
  };
  const lines = [
    `Lighthouse, mobile (simulated slow 4G), ${runs === 1 ? '1 run' : `median of ${runs} runs`}; * = page with islands`,
    `${'Route'.padEnd(width)} ${CATEGORIES.map((c) => HEADINGS[c].padStart(9)).join('')}`,
    ...audits.map((a) => `${`${a.route}${a.islands ? ' *' : ''}`.padEnd(width)} ${CATEGORIES.map((c) => cell(a, c)).join('')}`),
  ];
  const failed = audits.filter((a) => a.below.length);
  if (!failed.length) return [...lines, '', `✔ ${audits.length} routes within budget`].join('\n');
  lines.push('', `✖ ${failed.length} of ${audits.length} routes below budget:`);
  for (const audit of failed) {
    lines.push(`  ${audit.route}`);
    for (const failing of audit.failing.filter((f) => audit.below.some((c) => f.startsWith(`${c}:`)))) lines.push(`    ${failing}`);
  }
  return lines.join('\n');
}
