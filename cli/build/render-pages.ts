import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { workerUrl } from '../lib/worker-url';
import type { PageJob } from './page-job';
import { createPageRenderer, type JobOutput, type JobResult } from './page-renderer';
import type { RenderContext } from './render-page';
import type { RenderTask, WorkerData } from './render-worker';

/** Below this many pages, starting worker threads (each loads React, remark and the templates) costs more than it saves. */
const POOL_FROM = 150;
/** Pages per task: large enough to amortise messaging, small enough to balance the threads. */
const BATCH = 40;

export interface RenderOptions {
  /** Worker threads; 0 renders on the main thread; undefined picks by the amount of work. */
  workers?: number;
  /** Called after each batch of pages: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Renders pages, in parallel on worker threads when there are many: each thread renders
 * whole pages (Markdown and React), so the output is the same bytes whatever the number of
 * threads. Results come back in the order of `jobs`.
 */
export async function renderPages(jobs: readonly PageJob[], context: RenderContext, output: JobOutput, options: RenderOptions = {}): Promise<JobResult[]> {
  const workers = options.workers ?? (jobs.length >= POOL_FROM ? availableParallelism() : 0);
  if (workers === 0 || jobs.length === 0) {
    const renderer = createPageRenderer(context);
    const results: JobResult[] = [];
    for (let i = 0; i < jobs.length; i += BATCH) {
      results.push(...renderer.runAll(jobs.slice(i, i + BATCH), output));
      options.onProgress?.(results.length, jobs.length);
      // Lets timers (the progress line) run between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
  }
  const pool = new Piscina<RenderTask, JobResult[]>({
    filename: workerUrl('render-worker', new URL('./render-worker-entry.mjs', import.meta.url)),
    minThreads: workers,
    maxThreads: workers,
    workerData: { context } satisfies WorkerData,
    // Pages are large strings: let each thread's heap grow rather than collect constantly.
    resourceLimits: { maxYoungGenerationSizeMb: 48 },
  });
  try {
    const batches: PageJob[][] = [];
    for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
    let done = 0;
    const results = await Promise.all(
      batches.map(async (batch) => {
        const rendered = await pool.run({ jobs: batch, output });
        done += rendered.length;
        options.onProgress?.(done, jobs.length);
        return rendered;
      }),
    );
    return results.flat();
  } finally {
    await pool.destroy();
  }
}
