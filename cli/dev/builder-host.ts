import { Worker } from 'node:worker_threads';
import type { BuildOptions } from '../pipeline/driver';
import type { BuilderReply, BuilderRequest } from './builder-worker';

type Pending = { resolve(reply: BuilderReply): void; reject(error: Error): void };

/**
 * Runs the incremental builder in a worker thread, one build at a time. `restart()` ends the
 * thread; the next build starts a new one, which imports templates and widgets afresh (a
 * running module graph cannot be reloaded) and picks up from the persistent cache.
 */
export class BuilderHost {
  /** The thread, and the requests sent to it and not answered yet. */
  private thread: { worker: Worker; pending: Map<number, Pending> } | undefined;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  /** `entry`: the thread's module (another only in tests). */
  constructor(
    private readonly options: BuildOptions,
    private readonly entry: URL = new URL('./builder-worker-entry.mjs', import.meta.url),
  ) {}

  /**
   * Builds in the thread. A thread that dies (a template or widget that does not compile, an
   * uncaught error) gives a failed build that says why, not a rejection: `site dev` shows it and
   * keeps serving, and the next build starts a new thread.
   */
  build(changed?: string[]): Promise<BuilderReply> {
    return this.enqueue({ type: 'build', ...(changed ? { changed } : {}) }).catch((error: unknown) => ({
      id: 0,
      ok: false as const,
      problems: [],
      message: `the builder stopped: ${error instanceof Error ? error.message : String(error)}`,
    }));
  }

  save(): Promise<BuilderReply> {
    return this.enqueue({ type: 'save' });
  }

  async restart(): Promise<void> {
    await this.enqueue({ type: 'save' }).catch(() => undefined);
    const thread = this.thread;
    this.thread = undefined;
    await thread?.worker.terminate();
  }

  async close(): Promise<void> {
    await this.restart();
  }

  private enqueue(request: Omit<BuilderRequest, 'id'>): Promise<BuilderReply> {
    const run = this.queue.then(() => this.send(request));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private send(request: Omit<BuilderRequest, 'id'>): Promise<BuilderReply> {
    const { worker, pending } = this.ensureThread();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private ensureThread(): NonNullable<BuilderHost['thread']> {
    if (this.thread) return this.thread;
    const thread = {
      worker: new Worker(this.entry, { workerData: this.options }),
      pending: new Map<number, Pending>(),
    };
    thread.worker.on('message', (reply: BuilderReply) => {
      thread.pending.get(reply.id)?.resolve(reply);
      thread.pending.delete(reply.id);
    });
    // Only this thread's requests fail with it: a new one may already be building.
    const fail = (error: Error) => {
      for (const pending of thread.pending.values()) pending.reject(error);
      thread.pending.clear();
      if (this.thread === thread) this.thread = undefined;
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`the builder thread exited (${code})`)));
    this.thread = thread;
    return thread;
  }
}
