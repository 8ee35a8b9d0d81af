import { Worker } from 'node:worker_threads';
import type { BuildOptions } from '../pipeline/build-site';
import type { BuilderReply, BuilderRequest } from './builder-worker';

type Pending = { resolve(reply: BuilderReply): void; reject(error: Error): void };

/**
 * Runs the incremental builder in a worker thread, one build at a time. `restart()` ends the
 * thread; the next build starts a new one, which imports templates and widgets afresh (a
 * running module graph cannot be reloaded) and picks up from the persistent cache.
 */
export class BuilderHost {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: BuildOptions) {}

  build(changed?: string[]): Promise<BuilderReply> {
    return this.enqueue({ type: 'build', ...(changed ? { changed } : {}) });
  }

  save(): Promise<BuilderReply> {
    return this.enqueue({ type: 'save' });
  }

  async restart(): Promise<void> {
    await this.enqueue({ type: 'save' }).catch(() => undefined);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
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
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./builder-worker-entry.mjs', import.meta.url), { workerData: this.options });
    worker.on('message', (reply: BuilderReply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    const fail = (error: Error) => {
      for (const pending of this.pending.values()) pending.reject(error);
      this.pending.clear();
      if (this.worker === worker) this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the builder thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
