/**
 * A least-recently-used cache bounded by the total weight of its values (bytes, or 1 per entry),
 * that computes each key once even when many requests ask for it at the same moment.
 */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private readonly inflight = new Map<string, Promise<V>>();
  private total = 0;

  constructor(
    readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The summed weight of what is stored now; never above `maxWeight`. */
  get weight(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return Promise.resolve(hit.value);
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = compute()
        .then((value) => {
          this.store(key, value);
          return value;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private store(key: string, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }
}
