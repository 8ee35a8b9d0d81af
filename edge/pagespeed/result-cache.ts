import { WINDOW_MS, type ProxyContext } from './config';

/** One upstream answer worth sharing: a 200 carrying a lighthouseResult. */
export interface CachedResult {
  body: string;
  contentType: string;
  /** When the upstream answered (ms since the epoch): the `Age` of every later answer counts from it. */
  fetchedAt: number;
}

export interface ResultCache {
  get(key: string): Promise<CachedResult | undefined>;
  put(key: string, result: CachedResult, ctx?: ProxyContext): Promise<void>;
}

/** Bodies kept in one isolate's memory, in UTF-16 code units (PageSpeed answers are 0.3-1 MB each). */
const MEMORY_LIMIT = 16 * 1024 * 1024;

/** A bounded least-recently-used cache in the isolate's (or the Node process's) own memory. */
export class MemoryResultCache implements ResultCache {
  private readonly entries = new Map<string, CachedResult>();
  private size = 0;

  constructor(
    private readonly now: () => number,
    private readonly limit = MEMORY_LIMIT,
  ) {}

  async get(key: string): Promise<CachedResult | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key);
    if (this.now() - entry.fetchedAt >= WINDOW_MS) return undefined;
    this.add(key, entry);
    return entry;
  }

  async put(key: string, result: CachedResult): Promise<void> {
    this.remove(key);
    if (result.body.length > this.limit) return;
    this.add(key, result);
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.limit) break;
      this.remove(oldest, entry);
    }
  }

  private add(key: string, entry: CachedResult): void {
    this.entries.set(key, entry);
    this.size += entry.body.length;
  }

  private remove(key: string, entry = this.entries.get(key)): void {
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.body.length;
  }
}

/** The part of the Workers Cache API (`caches.default`) used here. */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

const FETCHED_AT = 'X-PageSpeed-Fetched-At';

/**
 * The Workers Cache API: shared by every isolate of one Cloudflare data centre. Keys are URLs
 * on the request's own origin (the only host the zone's cache accepts). Cloudflare documents it
 * as a no-op on *.workers.dev, so the isolate's memory stays in front of it.
 */
export class EdgeResultCache implements ResultCache {
  constructor(
    private readonly cache: EdgeCache,
    private readonly origin: string,
    private readonly now: () => number,
  ) {}

  private request(key: string): Request {
    return new Request(new URL(`/__pagespeed-cache/${encodeURIComponent(key)}`, this.origin));
  }

  async get(key: string): Promise<CachedResult | undefined> {
    const hit = await this.cache.match(this.request(key)).catch(() => undefined);
    const fetchedAt = Number(hit?.headers.get(FETCHED_AT));
    if (!hit || !Number.isFinite(fetchedAt) || this.now() - fetchedAt >= WINDOW_MS) return undefined;
    return { body: await hit.text(), contentType: hit.headers.get('Content-Type') ?? '', fetchedAt };
  }

  async put(key: string, result: CachedResult, ctx?: ProxyContext): Promise<void> {
    const seconds = Math.max(1, Math.floor((WINDOW_MS - (this.now() - result.fetchedAt)) / 1000));
    const response = new Response(result.body, {
      headers: {
        'Content-Type': result.contentType,
        'Cache-Control': `public, max-age=${seconds}`,
        [FETCHED_AT]: String(result.fetchedAt),
      },
    });
    const stored = this.cache.put(this.request(key), response).catch(() => undefined);
    if (ctx) ctx.waitUntil(stored);
    else await stored;
  }
}

/** The isolate's memory first, then the data centre's cache. */
export class LayeredResultCache implements ResultCache {
  constructor(private readonly layers: readonly ResultCache[]) {}

  async get(key: string): Promise<CachedResult | undefined> {
    for (const [i, layer] of this.layers.entries()) {
      const hit = await layer.get(key);
      if (hit) {
        for (const earlier of this.layers.slice(0, i)) await earlier.put(key, hit);
        return hit;
      }
    }
    return undefined;
  }

  async put(key: string, result: CachedResult, ctx?: ProxyContext): Promise<void> {
    await Promise.all(this.layers.map((layer) => layer.put(key, result, ctx)));
  }
}

/** What the runtime offers: `caches.default` on Cloudflare (behind the memory cache), else memory alone. */
export function defaultResultCache(origin: string, now: () => number, memory: ResultCache): ResultCache {
  const edge = (globalThis as { caches?: { default?: EdgeCache } }).caches?.default;
  return edge ? new LayeredResultCache([memory, new EdgeResultCache(edge, origin, now)]) : memory;
}
