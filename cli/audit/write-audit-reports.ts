import path from 'node:path';
import { ensureFolder } from '../lib/write/folders';
import { writeIn } from '../lib/write/fs-writes';
import type { AuditGrading } from '../kit/audit-grade';
import type { RouteAudit } from './audit-site';
import { AUDIT_GENERATOR, reportsFolder } from './report-files';
import { CATEGORIES } from './run-lighthouse';

const slug = (route: string) => route.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The audit as JSON: per route the runs, the median, the budget, the failing audits and the site's grade with its issues. */
export async function writeAuditJson(file: string, audits: readonly RouteAudit[]): Promise<void> {
  const target = path.resolve(file);
  await ensureFolder(path.dirname(target));
  const data = audits.map(({ html: _html, ...rest }) => rest);
  const json = `${JSON.stringify({ ok: audits.every((a) => !a.below.length), routes: data }, null, 2)}\n`;
  await writeIn(path.dirname(target), path.basename(target), json);
}

/** A summary page with the table, linking each route's full Lighthouse report (written beside it). */
export async function writeAuditHtml(
  file: string,
  audits: readonly RouteAudit[],
  grading?: AuditGrading,
): Promise<void> {
  const target = path.resolve(file);
  const folder = reportsFolder(target);
  const reports = path.basename(folder);
  await ensureFolder(folder);
  await Promise.all(audits.map((a) => writeIn(folder, `${slug(a.route)}.html`, a.html)));
  const rows = audits.map((a) => {
    const cells = CATEGORIES.map((c) => `<td class="${a.below.includes(c) ? 'bad' : 'ok'}">${a.scores[c]}</td>`).join(
      '',
    );
    const [overall, issues] = a.grade
      ? [`<td>${a.grade.overallScore}</td>`, `<td>${a.grade.issues.length}</td>`]
      : ['', ''];
    return `<tr><th scope="row"><a href="${reports}/${slug(a.route)}.html">${escapeHtml(a.route)}</a>${a.islands ? ' *' : ''}</th>${overall}${cells}${issues}</tr>`;
  });
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Lighthouse audit</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">${AUDIT_GENERATOR}
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#0b1f3a}table{border-collapse:collapse}th,td{padding:.4rem .8rem;border-bottom:1px solid #ccd;text-align:left}td{text-align:right;font-variant-numeric:tabular-nums}.bad{color:#b42318;font-weight:700}.ok{color:#067647}</style>
</head><body><h1>Lighthouse audit</h1><p>Mobile, simulated slow 4G; median of the runs. * = page with islands.${grading ? ` Overall and issues: ${escapeHtml(grading.about)}` : ''} A route's name opens its full report.</p>
<table><thead><tr><th scope="col">Route</th>${grading ? '<th scope="col">overall</th>' : ''}${CATEGORIES.map((c) => `<th scope="col">${c}</th>`).join('')}${grading ? '<th scope="col">issues</th>' : ''}</tr></thead><tbody>${rows.join('')}</tbody></table></body></html>\n`;
  await writeIn(path.dirname(target), path.basename(target), html);
}
