import { existsSync } from 'node:fs';
import path from 'node:path';
import { displayPath } from '../../lib/files';
import { copyInSync } from '../../lib/write/fs-writes';
import { claimBuildFolders } from './claim-output';
import { planBuild, recordBuild, type BuildPlan, type BuildSummary, type PlanRequest } from '../plan';
import type { BuildOptions, BuildResult } from './types';

/** What a command prints of a build, however it ran (the Markdown parser only when the pipeline ran). */
export type Printed = BuildSummary &
  Pick<BuildResult, 'rendered' | 'reused' | 'durationMs' | 'steps'> &
  Pick<Partial<BuildResult>, 'markdownParser'>;

/** A build as a command asks for it: where, with what, and what it may take instead of a run. */
export type BuildRequest = PlanRequest & Omit<BuildOptions, 'contentDir' | 'outDir' | 'cache' | 'cacheDir'>;

/** A build done: how it ran and why, what to print, and every page's record when the pipeline ran. */
export interface RunBuild {
  plan: BuildPlan;
  printed: Printed;
  result?: BuildResult;
}

/**
 * The one way every command builds: the plan decides (see plan-build.ts), this carries it out.
 * Without `shortcuts` the plan is always a run of the pipeline, from the cache or in full.
 */
export async function runBuild(request: BuildRequest): Promise<RunBuild> {
  const started = performance.now();
  claimBuildFolders(request);
  let plan = planBuild(request);
  const elapsed = () => performance.now() - started;
  if (plan.kind === 'unchanged')
    return { plan, printed: printed(plan.check.summary, 'check inputs (unchanged)', 0)(elapsed()) };
  if (plan.kind === 'link') return { plan, printed: (await linkElsewhere(plan))(elapsed()) };
  if (plan.kind === 'bodies' && plan.check) {
    const done = await renderEditedBodies(plan.check, plan.files);
    if (done) return { plan, printed: done(elapsed()) };
    plan = {
      kind: 'incremental',
      reason: 'an edit went beyond the bodies (front matter, an image shown, a listing)',
      check: plan.check,
    };
  }
  // Loaded only now: a build that needs no run never loads the renderer, the templates or the Markdown pipeline.
  const { buildSite } = await import('./build-site');
  const { check } = plan;
  const result = await buildSite({
    ...request,
    fromCache: plan.kind === 'incremental',
    ...(check ? { contentStamps: contentStamps(check) } : {}),
  });
  const summary = summaryOf(result);
  if (check)
    recordBuild(
      check.manifestFile,
      check.key,
      check.content,
      result.files.map((f) => f.path),
      summary,
    );
  const { rendered, reused, durationMs, steps, markdownParser } = result;
  const parser = markdownParser ? { markdownParser } : {};
  return { plan, printed: { ...summary, rendered, reused, durationMs, steps, ...parser }, result };
}

/**
 * A build for a command that needs every page's record (check, audit, the image seed): the plan
 * is a run of the pipeline, from the cache when it holds a build of this content, else in full.
 */
export async function runPipeline(
  request: Omit<BuildRequest, 'shortcuts'>,
): Promise<{ plan: BuildPlan; result: BuildResult }> {
  const { plan, result } = await runBuild({ ...request, shortcuts: false });
  if (!result) throw new Error(`a ${plan.kind} plan without shortcuts ran no pipeline`);
  return { plan, result };
}

async function linkElsewhere(plan: Extract<BuildPlan, { kind: 'link' }>) {
  const { check, elsewhere } = plan;
  const { linkBuild } = await import('../output');
  await linkBuild(elsewhere.summary.outDir, check.outDir, elsewhere.files);
  // The state describes the copy as well: the next build into this folder updates it.
  if (existsSync(elsewhere.stateFile))
    copyInSync(elsewhere.stateFile, path.dirname(check.stateFile), path.basename(check.stateFile));
  const summary = { ...elsewhere.summary, outDir: check.outDir };
  const files = elsewhere.files.map((f) => f.file);
  recordBuild(check.manifestFile, check.key, check.content, files, summary);
  return printed(summary, `link unchanged ${displayPath(elsewhere.summary.outDir)}/`, 0);
}

async function renderEditedBodies(
  check: NonNullable<Extract<BuildPlan, { kind: 'bodies' }>['check']>,
  files: readonly string[],
) {
  // Loaded only now: the renderer, the templates and the Markdown pipeline.
  const { renderEditedBodiesFromCache } = await import('./edited-bodies/from-cache');
  const done = await renderEditedBodiesFromCache({
    contentDir: check.contentDir,
    outDir: check.outDir,
    includeInternal: check.includeInternal,
    edited: files,
    stamps: contentStamps(check),
  });
  if (!done) return undefined;
  const summary = { ...check.edited.summary, totalBytes: check.edited.summary.totalBytes + done.bytesDelta };
  recordBuild(check.manifestFile, check.key, check.content, done.output, summary);
  return printed(summary, `render edited bodies (${done.rendered} of ${summary.routes} pages)`, done.rendered);
}

/** Every content file's stamp as the check took it, by absolute path (what the build reads them by). */
function contentStamps(check: NonNullable<BuildPlan['check']>): Map<string, string> {
  return new Map(check.content.map(([file, stamp]) => [path.join(check.contentDir, file), stamp]));
}

function summaryOf(result: BuildResult): BuildSummary {
  const { outDir, files, totalBytes, images, budgets } = result;
  const counts = { routes: result.pages.length, redirects: result.redirects.length, files: files.length };
  return { outDir, ...counts, totalBytes, images, budgets };
}

function printed(summary: BuildSummary, step: string, rendered: number): (ms: number) => Printed {
  const { images } = summary;
  const reused = images.encoded + images.seeded + images.reused;
  return (ms) => ({
    ...summary,
    images: { encoded: 0, seeded: 0, reused },
    rendered,
    reused: summary.routes - rendered,
    durationMs: ms,
    steps: [{ name: step, ms }],
  });
}
