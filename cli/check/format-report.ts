import { displayPath } from '../lib/files';
import type { CheckReport } from './check-output';
import type { CheckProblem } from './problem';

/** A problem found on this many pages or more is shown once (it is in the shared shell or a shared part). */
const SHARED_FROM = 3;

/**
 * The report grouped by page, each problem with what to do below it. Problems that repeat
 * on many pages (a broken link in the navigation) come first, once, with the pages listed.
 */
export function formatCheckReport(report: CheckReport): string {
  const time = `${Math.round(report.durationMs)} ms`;
  if (report.ok) return `✔ Checked ${counted(report)} in ${displayPath(report.outDir)}/: no problems (${time})`;
  const { shared, byPage } = group(report.problems);
  const pages = new Set(report.problems.map((p) => p.where)).size;
  const lines = [
    `✖ ${report.problems.length} ${report.problems.length === 1 ? 'problem' : 'problems'} on ${pages} of ${counted(report)}, in ${time}`,
  ];
  if (shared.length) {
    lines.push('', '  On many pages (a shared part such as the navigation or footer):');
    for (const { problem, where } of shared) {
      lines.push(
        `    ✖ [${problem.rule}] ${problem.message}`,
        ...at(problem),
        `      ${problem.fix}`,
        `      on ${where.length} pages: ${list(where)}`,
      );
    }
  }
  for (const [where, problems] of byPage) {
    lines.push('', `  ${where}`);
    for (const p of problems) lines.push(`    ✖ [${p.rule}] ${p.message}`, ...at(p), `      ${p.fix}`);
  }
  return lines.join('\n');
}

/**
 * The HTML files checked, as `site build` counts them: "82 HTML files (72 pages and 10 redirect
 * stubs)", where the build says "72 routes and 13 redirects" (only exact redirects get a stub).
 */
function counted(report: Pick<CheckReport, 'pages' | 'stubs'>): string {
  if (!report.stubs) return `${report.pages} pages`;
  const pages = report.pages - report.stubs;
  return `${report.pages} HTML files (${pages} ${pages === 1 ? 'page' : 'pages'} and ${report.stubs} redirect ${report.stubs === 1 ? 'stub' : 'stubs'})`;
}

function group(problems: readonly CheckProblem[]) {
  const key = (p: CheckProblem) => `${p.rule}\0${p.message}`;
  const pagesOf = new Map<string, string[]>();
  for (const p of problems) pagesOf.set(key(p), [...(pagesOf.get(key(p)) ?? []), p.where]);
  const shared: { problem: CheckProblem; where: string[] }[] = [];
  const byPage = new Map<string, CheckProblem[]>();
  for (const p of problems) {
    const where = pagesOf.get(key(p))!;
    if (where.length >= SHARED_FROM) {
      if (where[0] === p.where) shared.push({ problem: p, where });
    } else {
      byPage.set(p.where, [...(byPage.get(p.where) ?? []), p]);
    }
  }
  return { shared, byPage };
}

/** Where the problem was written, as editors and terminals open it (`file:line`). */
const at = (problem: CheckProblem) =>
  problem.source ? [`      at ${problem.source.file}:${problem.source.line}`] : [];

function list(where: readonly string[]): string {
  return where.length > 6 ? `${where.slice(0, 5).join(', ')} and ${where.length - 5} more` : where.join(', ');
}
