import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import { Piscina } from 'piscina';
import { workerUrl } from '../../lib/worker-url';
import type { PageJob } from './page-job';
import type { JobOutput, JobResult } from './page-renderer';
import type { RenderContext } from './render-page';
import type { MarkdownTask, RenderTask } from './render-worker';

/** Pages per task: large enough to amortise messaging, small enough to balance the threads. */
export const BATCH = 40;

let contexts = 0;

/**
 * Worker threads that render pages. They can be started before there is anything to render
 * (a cold build starts them while the content loads, so loading React and the templates costs
 * no time); the render context (config, collections, assets) is shared with them once per
 * build through shared memory, not copied into every task.
 */
export class RenderPool {
  private pool: Piscina<RenderTask | MarkdownTask, JobResult[] | string[]> | undefined;

  constructor(readonly threads = availableParallelism()) {}

  get started(): boolean {
    return this.pool !== undefined;
  }

  start(): void {
    this.pool ??= new Piscina<RenderTask | MarkdownTask, JobResult[] | string[]>({
      filename: workerUrl('render-worker', new URL('./render-worker-entry.mjs', import.meta.url)),
      minThreads: this.threads,
      maxThreads: this.threads,
      // Pages are large strings: let each thread's heap grow rather than collect constantly.
      resourceLimits: { maxYoungGenerationSizeMb: 48 },
    });
  }

  /** Renders the jobs in batches across the threads; results come back in the order of `jobs`. */
  async render(
    jobs: readonly PageJob[],
    context: RenderContext,
    output: JobOutput,
    onProgress?: (done: number, total: number) => void,
  ): Promise<JobResult[]> {
    this.start();
    const bytes = serialize(context);
    const shared = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(shared).set(bytes);
    const contextId = ++contexts;
    const batches: PageJob[][] = [];
    for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
    let done = 0;
    const results = await Promise.all(
      batches.map(async (batch) => {
        const rendered = (await this.pool!.run({ contextId, context: shared, jobs: batch, output })) as JobResult[];
        done += rendered.length;
        onProgress?.(done, jobs.length);
        return rendered;
      }),
    );
    return results.flat();
  }

  /** Renders Markdown bodies into the object store; resolves to each body's stored reference. */
  async renderMarkdown(task: MarkdownTask): Promise<string[]> {
    this.start();
    return (await this.pool!.run(task, { name: 'renderMarkdown' })) as string[];
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
  }
}
