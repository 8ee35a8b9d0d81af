import { LOCAL_CLIENT_HEADER, WINDOW_MS } from './config';
import { parseIPv6 } from './ip-ranges';

/**
 * How the proxy counts a client's analyses: in the isolate (ClientQuota, below) or, in the
 * Workers form, in one Durable Object per client (global-quota.ts).
 */
export interface Quota {
  /** Counts one upstream run; undefined when allowed, else the seconds until the client may ask again. */
  take(client: string, target: string, strategy: string): Promise<number | undefined> | number | undefined;
}

/**
 * The client's address as the quota counts it. An IPv6 client counts by its /64 prefix: one
 * home or phone is given a whole /64, and could otherwise take a new address per analysis.
 */
export function clientOf(request: Request): string {
  const address = (request.headers.get('CF-Connecting-IP') ?? request.headers.get(LOCAL_CLIENT_HEADER) ?? '').trim();
  const ipv6 = address.includes(':') ? parseIPv6(address) : undefined;
  return ipv6
    ? `${ipv6
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`
    : address || 'unknown';
}

/** One counted analysis: an address, and the strategies run for it (mobile and desktop count as one). */
interface Counted {
  at: number;
  target: string;
  strategies: Set<string>;
}

/** Clients remembered at once; the least recently seen are forgotten first. */
const MAX_CLIENTS = 10_000;

/**
 * The fair-use quota: at most `limit` analyses per client address per 10 minutes, counting only
 * the runs that reach the upstream (answers from the cache are free). An analysis is one
 * address in both strategies, as the checker asks for them; asking for a strategy of an address
 * again (after an upstream failure, which is not cached) counts as a new analysis. Kept in the
 * isolate's memory: on Cloudflare each isolate counts for itself, which bounds a client that
 * stays on one data centre. The Pages form and `site preview` count here; the Workers form counts
 * in a Durable Object (quota-object.ts), which is one count per client worldwide.
 */
export class ClientQuota implements Quota {
  private readonly clients = new Map<string, Counted[]>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number,
  ) {}

  /** Counts one upstream run; undefined when allowed, else the seconds until the oldest counted analysis leaves the window. */
  take(client: string, target: string, strategy: string): number | undefined {
    const now = this.now();
    const counted = (this.clients.get(client) ?? []).filter((c) => now - c.at < WINDOW_MS);
    this.clients.delete(client);
    this.clients.set(client, counted);
    const partner = counted.find((c) => c.target === target && !c.strategies.has(strategy));
    if (partner) {
      partner.strategies.add(strategy);
      return undefined;
    }
    if (counted.length >= this.limit) return Math.max(1, Math.ceil((counted[0]!.at + WINDOW_MS - now) / 1000));
    counted.push({ at: now, target, strategies: new Set([strategy]) });
    if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    return undefined;
  }
}
