/** A key to count, with its own budget when it differs from the limiter's default. */
export type RateKey = string | { key: string; limit: number };

/**
 * An in-memory sliding-window counter: at most `limit` hits per key within `windowMs` (or the key's own
 * limit). It lives in one process: with several processes each counts its own (the real ceiling is
 * limit × processes; the identity service keeps its own per-address lock-outs and send quotas behind it,
 * shared by all).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private calls = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Beyond this many keys the oldest are dropped, so a flood of addresses cannot exhaust memory. */
    private readonly maxKeys = 100_000,
  ) {}

  /**
   * Counts a hit for every key; answers 0 when allowed, else the seconds to wait. All or nothing: when
   * one key is over its budget, no key is counted (a refused attempt costs the others nothing).
   */
  hit(keys: readonly RateKey[]): number {
    const now = this.now();
    const since = now - this.windowMs;
    let wait = 0;
    const lists = keys.map((entry) => {
      const key = typeof entry === 'string' ? entry : entry.key;
      const limit = typeof entry === 'string' ? this.limit : entry.limit;
      const list = (this.hits.get(key) ?? []).filter((t) => t > since);
      if (list.length >= limit) {
        // The wait until enough hits leave the window for one more to fit.
        const oldest = list[list.length - limit];
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - now) / 1000));
      }
      return [key, list] as const;
    });
    for (const [key, list] of lists) {
      if (!wait) list.push(now);
      // Re-inserted at the end: the Map's order is then least recently used first.
      this.hits.delete(key);
      if (list.length) this.hits.set(key, list);
    }
    if (++this.calls % 1000 === 0 || this.hits.size > this.maxKeys) this.sweep(since);
    return wait ? Math.max(1, wait) : 0;
  }

  private sweep(since: number): void {
    for (const [key, list] of this.hits) {
      if (!list.length || list[list.length - 1] <= since) this.hits.delete(key);
    }
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }

  /** Keys currently tracked (tests). */
  get size(): number {
    return this.hits.size;
  }
}
