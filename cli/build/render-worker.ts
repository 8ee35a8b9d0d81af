import { workerData } from 'node:worker_threads';
import type { PageJob } from './page-job';
import { createPageRenderer, type JobOutput, type JobResult, type PageRenderer } from './page-renderer';
import type { RenderContext } from './render-page';

/** What every task of one build shares, sent once per worker thread (structured clone). */
export interface WorkerData {
  context: RenderContext;
}

export interface RenderTask {
  jobs: PageJob[];
  output: JobOutput;
}

let renderer: PageRenderer | undefined;

/** Worker entry (loaded through render-worker-entry.mjs): renders one batch of pages. */
export default function renderBatch(task: RenderTask): JobResult[] {
  renderer ??= createPageRenderer((workerData as WorkerData).context);
  return renderer.runAll(task.jobs, task.output);
}
