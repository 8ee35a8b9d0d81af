import { collect } from './flag-values';
import { formatPlan } from '../pipeline/driver';
import type { BuildPlan } from '../pipeline/plan';
import { InvalidArgumentError, type Command } from 'commander';
import { parseOverrides } from '../lib/overrides';
import { site } from '../pipeline/site/index';
import { claimReportFiles } from '../audit/report-files';

interface AuditFlags {
  content: string;
  out?: string;
  routes?: string[];
  sample?: boolean;
  runs: number;
  recheck?: boolean;
  minPerformance?: number;
  json?: string;
  html?: string;
  set: string[];
  verbose?: boolean;
}

export function registerAudit(program: Command): void {
  program
    .command('audit')
    .description('Build, serve on 127.0.0.1 and run Lighthouse (mobile) on each route; exit 1 below budget')
    .option('--content <dir>', 'content folder', 'content')
    .option('--out <dir>', 'audit this existing build instead of building')
    .option('--routes <a,b>', 'routes to audit (default: every indexable route and the 404 page)', (v: string) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .option('--sample', 'audit one route per template')
    .option('--runs <n>', 'Lighthouse runs per route; the median counts', positiveInt, 1)
    .option('--min-performance <n>', 'lower the performance budget to this score', positiveInt)
    .option('--recheck', 'run a route below budget twice more and judge the median of all its runs')
    .option('--json <file>', 'write the results as JSON')
    .option('--html <file>', "write a summary page (and each route's Lighthouse report beside it)")
    .option('--set <key=value>', 'override a site.yaml key for the build (repeatable)', collect, [])
    .option('--verbose', 'also print how the build ran, and why')
    .option('--debug', 'print stack traces')
    .action(async (flags: AuditFlags) => {
      claimReportFiles({ json: flags.json, html: flags.html });
      // Lighthouse is large: load it only when auditing, not on every run of the CLI.
      const { auditSite } = await import('../audit/audit-site');
      const { formatAuditTable } = await import('../audit/format-audit');
      const { writeAuditHtml, writeAuditJson } = await import('../audit/write-audit-reports');
      const started = performance.now();
      const audits = await auditSite({
        contentDir: flags.content,
        overrides: parseOverrides(flags.set),
        set: flags.set,
        ...(flags.verbose
          ? { onPlan: (plan: Pick<BuildPlan, 'kind' | 'reason'>) => console.error(formatPlan(plan)) }
          : {}),
        ...(flags.out ? { outDir: flags.out } : {}),
        ...(flags.routes ? { routes: flags.routes } : {}),
        sample: flags.sample ?? false,
        runs: flags.runs,
        recheck: flags.recheck ?? false,
        ...(flags.minPerformance ? { performanceFloor: flags.minPerformance } : {}),
        onRun: (route, run) =>
          process.stderr.write(`  audited ${route}${flags.runs > 1 || run > 1 ? ` (run ${run})` : ''}\n`),
      });
      if (flags.json) await writeAuditJson(flags.json, audits);
      // The site's own grading of each route, when it declares one (this site's: its website checker's).
      const grading = site().audit;
      if (flags.html) await writeAuditHtml(flags.html, audits, grading);
      console.log(formatAuditTable(audits, flags.runs, grading));
      console.log(`  in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (audits.some((a) => a.below.length)) process.exitCode = 1;
    });
}

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new InvalidArgumentError('must be a whole number from 1 to 100');
  return n;
}
