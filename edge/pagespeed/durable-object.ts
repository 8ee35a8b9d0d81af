/**
 * The parts of Cloudflare's Durable Object API the global quota uses. The edge lane has the web
 * platform's types only (edge/tsconfig.json), and `cloudflare:workers` is no module `site
 * preview` could import in Node, so the quota object is a plain class answering `fetch` (the
 * form every Durable Object can take) and these interfaces name what it is given. Names follow
 * @cloudflare/workers-types.
 */

/** An object's own transactional storage (the key-value API; SQLite-backed objects have it too). */
export interface DurableStorage {
  get<T>(key: string): Promise<T | undefined>;
  put(key: string, value: unknown): Promise<void>;
  deleteAll(): Promise<void>;
  /** Runs the object's `alarm()` at that time (ms since the epoch); replaces an alarm already set. */
  setAlarm(scheduledTime: number): Promise<void>;
}

/** What the runtime passes a Durable Object's constructor. */
export interface DurableObjectState {
  storage: DurableStorage;
}

/** One object, reached from the worker. */
export interface DurableObjectStub {
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** A Durable Object binding: one object per name, the same one from every data centre. */
export interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): DurableObjectStub;
}
