import type { PageJob } from './page-job';
import { createPageRenderer, type JobOutput, type JobResult } from './page-renderer';
import type { RenderContext } from './render-page';
import { BATCH, RenderPool, type BatchHooks } from './render-pool';

/** Below this many pages, starting worker threads (each loads React, the Markdown pipeline and the templates) costs more than it saves. */
export const POOL_FROM = 150;

export interface RenderOptions extends BatchHooks {
  /** Worker threads; 0 renders on the main thread; undefined picks by the amount of work. */
  workers?: number;
  /** Threads started earlier by the caller, used when rendering on threads. */
  pool?: RenderPool;
}

/**
 * Renders pages, in parallel on worker threads when there are many: each thread renders
 * whole pages (Markdown and React), so the output is the same bytes whatever the number of
 * threads. Results come back in the order of `jobs`.
 */
export async function renderPages(
  jobs: readonly PageJob[],
  context: RenderContext,
  output: JobOutput,
  options: RenderOptions = {},
): Promise<JobResult[]> {
  const threaded = options.workers === undefined ? jobs.length >= POOL_FROM : options.workers > 0;
  if (threaded && jobs.length > 0) {
    const pool = options.pool ?? new RenderPool(options.workers);
    try {
      return await pool.render(jobs, context, output, options);
    } finally {
      if (!options.pool) await pool.close();
    }
  }
  const renderer = await createPageRenderer(context);
  const results: JobResult[] = [];
  for (let i = 0; i < jobs.length; i += BATCH) {
    const batch = jobs.slice(i, i + BATCH);
    await options.prepare?.(batch);
    results.push(...(await renderer.runAll(batch, output)));
    options.onProgress?.(results.length, jobs.length);
    // Lets timers (the progress line) run between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
