/**
 * The counters of the abuse limits that the throttler cannot express (orders per account in
 * sliding windows of the application's clock, confirmations per address and Minsk day). They
 * live where the throttler's counters live: in Redis with REDIS_URL, so every instance counts
 * together (redis-abuse-counters.ts), in this process otherwise (below). Times are given by the
 * caller, so tests move the application's clock instead of waiting.
 */
export abstract class AbuseCounters {
  /** The times (ms) of the events recorded under `key` after `since`, oldest first. */
  abstract eventsSince(key: string, since: number): Promise<number[]>;

  /** Records an event at `at`; events older than `keepMs` before it may be forgotten. */
  abstract record(key: string, at: number, keepMs: number): Promise<void>;

  /**
   * Counts one under `key` unless `limit` is reached; true when counted. The count is
   * forgotten `ttlMs` after its first use (callers put their period, e.g. the day, in the key).
   */
  abstract take(key: string, limit: number, ttlMs: number): Promise<boolean>;
}

/** How many counts `take` keeps before it sweeps out the expired ones. */
const SWEEP_AT = 10_000;

/** The counters of one process. */
export class InMemoryAbuseCounters extends AbuseCounters {
  private readonly events = new Map<string, number[]>();
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async eventsSince(key: string, since: number): Promise<number[]> {
    return (this.events.get(key) ?? []).filter((time) => time > since);
  }

  async record(key: string, at: number, keepMs: number): Promise<void> {
    const kept = (this.events.get(key) ?? []).filter((time) => time > at - keepMs);
    kept.push(at);
    this.events.set(key, kept);
  }

  async take(key: string, limit: number, ttlMs: number): Promise<boolean> {
    const now = this.now();
    if (this.counts.size >= SWEEP_AT) {
      for (const [stale, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(stale);
    }
    const current = this.counts.get(key);
    const entry = current !== undefined && current.expiresAt > now ? current : { count: 0, expiresAt: now + ttlMs };
    if (entry.count >= limit) return false;
    entry.count += 1;
    this.counts.set(key, entry);
    return true;
  }
}
