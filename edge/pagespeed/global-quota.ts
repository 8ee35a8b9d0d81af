import { QUOTA_BINDING, type ProxyEnv } from './config';
import type { DurableObjectNamespace } from './durable-object';
import type { Quota } from './quota';
import type { TakeAnswer, TakeRequest } from './quota-object';

/** The address as the object sees it: a SHA-256 digest (128 bits, hex), enough to pair two strategies. */
async function analysisOf(target: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(target));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The client's Durable Object (quota-object.ts), asked once per upstream run. Should the object
 * fail to answer (an overloaded or unreachable object, a deploy without the binding's migration),
 * the isolate's own count stands in: a visitor is still bounded, and never refused because of it.
 */
export class DurableQuota implements Quota {
  constructor(
    private readonly namespace: DurableObjectNamespace,
    private readonly limit: number,
    private readonly fallback: Quota,
  ) {}

  async take(client: string, target: string, strategy: string): Promise<number | undefined> {
    try {
      const ask: TakeRequest = { analysis: await analysisOf(target), strategy, limit: this.limit };
      const stub = this.namespace.get(this.namespace.idFromName(client));
      const response = await stub.fetch('https://quota.invalid/take', { method: 'POST', body: JSON.stringify(ask) });
      if (!response.ok) throw new Error(`the quota object answered ${response.status}`);
      const { wait } = (await response.json()) as TakeAnswer;
      return typeof wait === 'number' ? wait : undefined;
    } catch {
      return this.fallback.take(client, target, strategy);
    }
  }
}

/**
 * The quota a request counts against: the Durable Object when the host binds one (the Workers
 * form's wrangler.jsonc does), else `local`, the isolate's (Cloudflare Pages, `site preview`).
 */
export function quotaFor(env: ProxyEnv, limit: number, local: Quota): Quota {
  const namespace = env[QUOTA_BINDING];
  return namespace ? new DurableQuota(namespace, limit, local) : local;
}
