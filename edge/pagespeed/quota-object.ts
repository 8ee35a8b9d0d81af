import { WINDOW_MS } from './config';
import type { DurableObjectState } from './durable-object';

/** All one client's object stores: how many analyses its window counted, and when the window opened. */
export interface QuotaWindow {
  count: number;
  since: number;
}

/** What the worker sends the object for one upstream run (global-quota.ts). */
export interface TakeRequest {
  /** A digest of the analysed address, never the address itself: it pairs mobile with desktop. */
  analysis: string;
  strategy: string;
  /** `pagespeed.quota`, baked into the worker. */
  limit: number;
}

/** The object's answer: `wait` (seconds) when the client is over its quota. */
export interface TakeAnswer {
  wait?: number;
}

/** The one key of the object's storage. */
export const WINDOW_KEY = 'window';

const isTakeRequest = (value: unknown): value is TakeRequest => {
  const v = value as Partial<TakeRequest> | null;
  return typeof v?.analysis === 'string' && typeof v.strategy === 'string' && Number.isInteger(v.limit);
};

/**
 * The global quota of the Workers form: one Durable Object per client address (named by
 * `clientOf`, so an IPv6 client is one object per /64), strongly consistent worldwide, where the
 * per-isolate ClientQuota counts per isolate. Its storage holds a count and the time its window
 * opened, nothing else (no key, no address, no client name: the name only picks the object), and
 * an alarm deletes even those when the window ends. The window is fixed: it opens at the
 * client's first counted analysis and allows `limit` analyses until it ends 10 minutes later,
 * which is what `Retry-After` counts down to (the time the oldest counted analysis leaves it).
 *
 * Mobile and desktop of one address are one analysis, as in ClientQuota. Which analyses the
 * window counted is kept in memory only, by digest: if the object is evicted between the two
 * strategies, the second counts again (they are sent together, so this is rare).
 */
export class PageSpeedQuota {
  /** The current window's analyses (digests) and the strategies run for each. */
  private readonly analyses = new Map<string, Set<string>>();

  constructor(
    private readonly state: DurableObjectState,
    _env?: unknown,
    private readonly now: () => number = Date.now,
  ) {}

  async fetch(request: Request): Promise<Response> {
    const body: unknown = await request.json().catch(() => undefined);
    if (request.method !== 'POST' || !isTakeRequest(body)) return new Response('Bad request', { status: 400 });
    const wait = await this.take(body);
    return Response.json((wait === undefined ? {} : { wait }) satisfies TakeAnswer);
  }

  /** Counts one upstream run; undefined when allowed, else the seconds until the window ends. */
  async take({ analysis, strategy, limit }: TakeRequest): Promise<number | undefined> {
    const now = this.now();
    let window = await this.state.storage.get<QuotaWindow>(WINDOW_KEY);
    if (!window || now - window.since >= WINDOW_MS) {
      window = { count: 0, since: now };
      this.analyses.clear();
    }
    const strategies = this.analyses.get(analysis);
    if (strategies && !strategies.has(strategy)) {
      strategies.add(strategy);
      return undefined;
    }
    if (window.count >= limit) return Math.max(1, Math.ceil((window.since + WINDOW_MS - now) / 1000));
    await this.state.storage.put(WINDOW_KEY, { count: window.count + 1, since: window.since } satisfies QuotaWindow);
    if (window.count === 0) await this.state.storage.setAlarm(window.since + WINDOW_MS);
    this.analyses.set(analysis, new Set([strategy]));
    return undefined;
  }

  /** The window has ended: nothing of the client stays behind. */
  async alarm(): Promise<void> {
    this.analyses.clear();
    await this.state.storage.deleteAll();
  }
}
