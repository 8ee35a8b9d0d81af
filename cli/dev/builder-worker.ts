import { parentPort, workerData } from 'node:worker_threads';
import { CACHE_DIR } from '../cache/cache-location';
import { loadSiteBuilder, type BuildOptions } from '../pipeline/driver';
import { planBuild, type PlanKind } from '../pipeline/plan';
import { ContentError, SiteError } from '../errors';

/** Messages between the dev server and its builder thread. */
export type BuilderRequest = { id: number; type: 'build'; changed?: string[] } | { id: number; type: 'save' };
export type BuilderReply =
  | {
      id: number;
      ok: true;
      routes: number;
      rendered: number;
      reused: number;
      ms: number;
      /** How the build ran, and why (see cli/pipeline/plan/). */
      plan: { kind: PlanKind; reason: string };
      css: string[];
      notices?: string[];
    }
  | {
      id: number;
      ok: false;
      problems: { file: string; line?: number; field?: string; message: string; hint?: string }[];
      message: string;
    };

const options = workerData as BuildOptions;
// The first build starts from the cache or not, as the planner decides; later ones as each change asks.
let plan: { kind: PlanKind; reason: string } = planBuild({
  contentDir: options.contentDir,
  outDir: options.outDir,
  set: [],
  includeInternal: options.includeInternal ?? false,
  cache: options.cache !== false,
  cacheDir: options.cacheDir ?? CACHE_DIR,
  shortcuts: false,
});
// One builder for the life of this thread: it remembers what it read and rendered.
const SiteBuilder = await loadSiteBuilder();
const builder = new SiteBuilder({
  ...options,
  inPlace: true,
  persistState: false,
  fromCache: plan.kind === 'incremental',
  onPlan: (next) => (plan = next),
});

parentPort!.on('message', (request: BuilderRequest) => {
  void handle(request).then((reply) => parentPort!.postMessage(reply));
});

async function handle(request: BuilderRequest): Promise<
  | BuilderReply
  | {
      id: number;
      ok: true;
      routes: 0;
      rendered: 0;
      reused: 0;
      ms: 0;
      plan: { kind: PlanKind; reason: string };
      css: [];
    }
> {
  if (request.type === 'save') {
    await builder.saveState();
    return {
      id: request.id,
      ok: true,
      routes: 0,
      rendered: 0,
      reused: 0,
      ms: 0,
      plan: { kind: 'incremental', reason: 'saved' },
      css: [],
    };
  }
  try {
    const result = await builder.build(request.changed);
    const css = [result.assets.stylesheet.css, ...Object.values(result.assets.templates).map((s) => s.css)];
    return {
      id: request.id,
      ok: true,
      routes: result.pages.length,
      rendered: result.rendered,
      reused: result.reused,
      ms: result.durationMs,
      plan,
      css,
      ...(result.notices ? { notices: result.notices } : {}),
    };
  } catch (error) {
    const problems = error instanceof ContentError ? [...error.problems] : [];
    const message =
      error instanceof SiteError
        ? error.message
        : error instanceof Error
          ? `${error.message}\n${error.stack ?? ''}`
          : String(error);
    return { id: request.id, ok: false, problems, message };
  }
}
