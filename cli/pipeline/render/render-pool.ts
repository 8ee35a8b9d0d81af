import { availableParallelism, freemem } from 'node:os';
import { serialize, setFlagsFromString } from 'node:v8';
import { Piscina } from 'piscina';
import { workerUrl } from '../../lib/worker-url';
import type { PageJob } from './page-job';
import type { JobOutput, JobResult } from './page-renderer';
import type { RenderContext } from './render-page';
import type { SourceFile } from '../../lib/files';
import type { ParsedFrontMatter } from '../content';
import type { FrontMatterTask, MarkdownTask, RenderTask } from './render-worker';

/** Pages per task: large enough to amortise messaging, small enough to balance the threads. */
export const BATCH = 40;

let contexts = 0;

/** What a caller may hook into rendering, batch by batch. */
export interface BatchHooks {
  /** Called after each batch of pages: how many are done of how many. */
  onProgress?: (done: number, total: number) => void;
  /** Finishes a batch's jobs before it is rendered (its Markdown rendered ahead: MarkdownAhead.take). */
  prepare?: (batch: PageJob[]) => Promise<void>;
}

/**
 * What one render thread adds to a build's resident memory at its peak: at 4,000 posts on two
 * cores, a build with one thread peaked at 337 MB and one with two at 412-419 MB (React, the
 * Markdown pipeline and the templates, and the garbage V8 collects lazily; heaps capped as below).
 */
export const THREAD_MB = 80;
/** What the main thread holds at its peak on that build (the content, its own heap), and Node itself. */
export const MAIN_MB = 260;

/**
 * How far a heap may grow past what its last full collection kept, in percent. Left to itself,
 * V8 lets a heap grow up to four times that while collecting looks cheap: at 4,000 posts a render
 * thread with about 25 MB alive held 90-137 MB. Capped at 80 %, a cold build of 4,000 posts peaks at
 * 404 MB instead of 465 MB, for 7.5 % more time (5 paired runs; more marking, behind the
 * mutator). 60 %: 393 MB for 10 %. A V8 flag holds for every thread of the process.
 */
export const HEAP_GROWING_PERCENT = 80;

export interface Machine {
  /** Processors this process may run on. */
  cores: number;
  /** Memory it may still use, in MB (a container's limit where there is one). */
  freeMb: number;
}

/**
 * How many threads render `pages` pages: one per core, but no more than the free memory holds
 * beside the main thread, and no more than keeps each busy for two batches (a thread costs a
 * few hundred milliseconds to start). At least one: the build renders either way.
 */
export function renderThreads(pages: number, machine: Machine = thisMachine()): number {
  const byMemory = Math.floor((machine.freeMb - MAIN_MB) / THREAD_MB);
  const byWork = Math.ceil(pages / (2 * BATCH));
  return Math.max(1, Math.min(machine.cores, byMemory, byWork));
}

function thisMachine(): Machine {
  // availableMemory() knows a cgroup's limit (a container, a CI runner); freemem() does not.
  const free = typeof process.availableMemory === 'function' ? process.availableMemory() : freemem();
  return { cores: availableParallelism(), freeMb: free / 2 ** 20 };
}

/**
 * Worker threads that render pages. They can be started before there is anything to render
 * (a cold build starts them while the content loads, so loading React and the templates costs
 * no time); the render context (config, collections, assets) is shared with them once per
 * build through shared memory, not copied into every task.
 */
export class RenderPool {
  private pool:
    Piscina<RenderTask | MarkdownTask | FrontMatterTask, JobResult[] | string[] | ParsedFrontMatter[]> | undefined;
  private count = 0;

  /** `threads`: as many as asked; undefined chooses by the pages, the cores and the free memory (renderThreads). */
  constructor(private readonly asked?: number) {}

  /** How many threads the started pool has (0 before start). */
  get threads(): number {
    return this.count;
  }

  get started(): boolean {
    return this.pool !== undefined;
  }

  /** Starts the threads for about `pages` pages (see renderThreads); a started pool stays as it is. */
  start(pages: number): void {
    if (this.pool) return;
    setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    const threads = this.asked ?? renderThreads(pages);
    this.count = threads;
    this.pool = new Piscina<RenderTask | MarkdownTask | FrontMatterTask, JobResult[] | string[] | ParsedFrontMatter[]>({
      filename: workerUrl('render/render-worker', new URL('./render-worker-entry.mjs', import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
      // Each thread's young generation (where a page's Markdown trees and strings live and die):
      // at 4,000 posts, 24 MB peaks 50 MB lower than 48 MB for about 2 % more time (4 paired
      // runs); 12 MB saves 20 MB more but costs a quarter more time, collecting constantly.
      resourceLimits: { maxYoungGenerationSizeMb: 24 },
    });
  }

  /**
   * Renders the jobs in batches across the threads; results come back in the order of `jobs`.
   * Each batch is sent once `prepare` has finished with it (see RenderOptions.prepare).
   */
  async render(
    jobs: readonly PageJob[],
    context: RenderContext,
    output: JobOutput,
    { onProgress, prepare }: BatchHooks = {},
  ): Promise<JobResult[]> {
    this.start(jobs.length);
    const bytes = serialize(context);
    const shared = new SharedArrayBuffer(bytes.byteLength);
    new Uint8Array(shared).set(bytes);
    const contextId = ++contexts;
    const batches: PageJob[][] = [];
    for (let i = 0; i < jobs.length; i += BATCH) batches.push(jobs.slice(i, i + BATCH));
    let done = 0;
    const results = await Promise.all(
      batches.map(async (batch) => {
        await prepare?.(batch);
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
    this.start(task.bodies.length);
    return (await this.pool!.run(task, { name: 'renderMarkdown' })) as string[];
  }

  /** Parses the files' front matter on a thread (see loadPages); only the text goes there. */
  async parseFrontMatter(sources: readonly SourceFile[]): Promise<ParsedFrontMatter[]> {
    this.start(sources.length);
    const task: FrontMatterTask = { sources: sources.map(({ file, absPath, text }) => ({ file, absPath, text })) };
    return (await this.pool!.run(task, { name: 'parseSources' })) as ParsedFrontMatter[];
  }

  /**
   * Resolves once every thread has loaded its modules and waits for work (`npm run bench` times
   * rendering, not starting). Builds never wait for this: they send work as soon as there is some.
   */
  async loaded(): Promise<void> {
    while (this.pool && this.pool.idleThreads < this.count) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
    this.pool = undefined;
    this.count = 0;
  }
}
