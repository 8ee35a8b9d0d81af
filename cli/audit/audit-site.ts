import { makeScratch, removeFolder } from '../lib/write/folders';
import path from 'node:path';
import { CACHE_DIR } from '../cache/cache-location';
import { runPipeline, type BuiltPage } from '../pipeline/driver';
import type { PlanKind } from '../pipeline/plan';
import type { Override } from '../lib/overrides';
import { readOutput, type Output } from '../check/read-output';
import { isIndexable, isRedirectStub } from '../check/problem';
import { SiteError } from '../errors';
import { startPreview } from '../preview/server';
import type { AuditGrade, AuditGrading } from '../kit/audit-grade';
import { site } from '../pipeline/site/index';
import { startLighthouse, type LighthouseRun } from './run-lighthouse';
import { belowBudget, budgetFor, lighthouseScores, failingAudits, medianScores, type Scores } from './scores';

export interface AuditOptions {
  contentDir: string;
  overrides?: readonly Override[];
  /** The `--set` flags the overrides came from (part of what the build is planned by). */
  set?: readonly string[];
  /** Told how the build ran, and why (see cli/pipeline/plan/). */
  onPlan?(plan: { kind: PlanKind; reason: string }): void;
  /** Audit this existing build instead of building. */
  outDir?: string;
  routes?: readonly string[];
  /** One route per template (needs a build, so not with `outDir`). */
  sample?: boolean;
  runs: number;
  /** A route below budget gets two more runs, and the median of all of them is judged (noisy machines). */
  recheck?: boolean;
  performanceFloor?: number;
  onRun?(route: string, run: number): void;
}

export interface RouteAudit {
  route: string;
  islands: boolean;
  noindex: boolean;
  runs: Scores[];
  /** Median of the runs. */
  scores: Scores;
  budget: Scores;
  below: (keyof Scores)[];
  /** Scored audits under a full score in the last run. */
  failing: string[];
  /** The route graded as the site grades websites (its definition's `audit`), when it declares a grading. */
  grade?: AuditGrade;
  /** Lighthouse's own HTML report of the last run. */
  html: string;
}

/** Builds (or takes a build), serves it on 127.0.0.1 and runs Lighthouse on each route. */
export async function auditSite(options: AuditOptions): Promise<RouteAudit[]> {
  const scratch = options.outDir ? undefined : await makeScratch('audit');
  try {
    const outDir = options.outDir ?? path.join(scratch!, 'dist');
    const built = options.outDir ? undefined : await buildForAudit(options, outDir);
    const output = await readOutput(outDir);
    const routes = options.routes ?? (options.sample ? sampleRoutes(built) : defaultRoutes(output));
    const preview = await startPreview({ root: outDir, port: 0 });
    const lighthouse = await startLighthouse().catch(async (error: unknown) => {
      await preview.close();
      throw error;
    });
    try {
      const audits: RouteAudit[] = [];
      for (const route of routes)
        audits.push(
          await auditRoute(route, output, options, (run) =>
            lighthouse.run(`${preview.url}${route}`).finally(() => options.onRun?.(route, run)),
          ),
        );
      return audits;
    } finally {
      await lighthouse.close();
      await preview.close();
    }
  } finally {
    if (scratch) await removeFolder(scratch, 'scratch');
  }
}

async function auditRoute(
  route: string,
  output: Output,
  options: AuditOptions,
  run: (n: number) => Promise<LighthouseRun>,
): Promise<RouteAudit> {
  const page = [...output.pages.values()].find((p) => p.route === route || (route === '/404' && p.file === '404.html'));
  if (!page) throw new SiteError(`${route} is not a page of the build; pick routes from the sitemap.`);
  const islands = page.facts.islands.length > 0;
  const noindex = !isIndexable(page);
  const runs: Scores[] = [];
  let last: LighthouseRun | undefined;
  const budget = budgetFor(options.performanceFloor);
  const measure = async (count: number) => {
    for (let n = 0; n < count; n += 1) {
      last = await run(runs.length + 1);
      runs.push(lighthouseScores(last.lhr, { noindex }));
    }
  };
  await measure(options.runs);
  if (options.recheck && belowBudget(medianScores(runs), budget).length) await measure(2);
  const scores = medianScores(runs);
  return {
    route,
    islands,
    noindex,
    runs,
    scores,
    budget,
    below: belowBudget(scores, budget),
    failing: failingAudits(last!.lhr, { noindex }),
    ...gradeOf(last!.lhr, scores, noindex),
    html: last!.html,
  };
}

/** The route's grade by the site's grading, if it declares one. */
function gradeOf(lhr: Parameters<AuditGrading['grade']>[0], scores: Scores, noindex: boolean): { grade?: AuditGrade } {
  const grading = site().audit;
  return grading ? { grade: grading.grade(lhr, scores, { noindex }) } : {};
}

/** Every indexable route plus the 404 page (noindex documentation pages only when asked for). */
function defaultRoutes(output: Output): string[] {
  const pages = [...output.pages.values()].filter((p) => !isRedirectStub(p) && isIndexable(p)).map((p) => p.route);
  return [...pages.sort(), '/404'];
}

/** The first route (alphabetically) of each template: one audit covers what a template renders. */
function sampleRoutes(pages: readonly BuiltPage[] | undefined): string[] {
  if (!pages) throw new SiteError('--sample needs a build to know the templates; leave out --out.');
  const first = new Map<string, string>();
  for (const page of [...pages].sort((a, b) => a.route.localeCompare(b.route)))
    if (!first.has(page.template)) first.set(page.template, page.route);
  return [...first.values()];
}

/** The build the audit runs on, as the planner decides (a run of the pipeline: the sample needs its pages). */
async function buildForAudit(options: AuditOptions, outDir: string): Promise<BuiltPage[]> {
  const { plan, result } = await runPipeline({
    contentDir: options.contentDir,
    outDir,
    set: options.set ?? [],
    overrides: options.overrides ?? [],
    includeInternal: false,
    cache: true,
    cacheDir: CACHE_DIR,
  });
  options.onPlan?.(plan);
  return result.pages;
}
