import { randomUUID } from 'node:crypto';
import { slidingWindowWait, WindowLimit } from './sliding-windows';

/**
 * The counters of the abuse limits that the throttler cannot express (orders per account in
 * sliding windows of the application's clock, confirmations per address and Minsk day). They
 * live where the throttler's counters live: in Redis with REDIS_URL, so every instance counts
 * together (redis-abuse-counters.ts), in this process otherwise (below). Times are given by the
 * caller, so tests move the application's clock instead of waiting.
 */
export abstract class AbuseCounters {
  /**
   * Atomically checks the sliding-window `limits` for one more event at `at` under `key` and,
   * when it fits, records it: `{ token }` to release it with, else `{ waitMs }` until one fits.
   * Two callers at once can never both take the last place (one step in this process, one Lua
   * script in Redis).
   */
  abstract reserve(key: string, at: number, limits: readonly WindowLimit[]): Promise<Reservation>;

  /** Gives a reserved event back (the work it was reserved for failed). */
  abstract release(key: string, token: string): Promise<void>;

  /**
   * Counts one under `key` unless `limit` is reached; true when counted. The count is
   * forgotten `ttlMs` after its first use (callers put their period, e.g. the day, in the key).
   */
  abstract take(key: string, limit: number, ttlMs: number): Promise<boolean>;

  /** Lets go of a connection, if the counters hold one (at shutdown). */
  async close(): Promise<void> {}
}

export type Reservation = { token: string } | { waitMs: number };

export const longestWindow = (limits: readonly WindowLimit[]) => Math.max(...limits.map((limit) => limit.windowMs));

/** How many counts `take` keeps before it sweeps out the expired ones. */
const SWEEP_AT = 10_000;

/** The counters of one process. */
export class InMemoryAbuseCounters extends AbuseCounters {
  private readonly events = new Map<string, Array<{ at: number; token: string }>>();
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {
    super();
  }

  async reserve(key: string, at: number, limits: readonly WindowLimit[]): Promise<Reservation> {
    const kept = (this.events.get(key) ?? []).filter((event) => event.at > at - longestWindow(limits));
    const waitMs = slidingWindowWait(
      kept.map((event) => event.at),
      at,
      limits,
    );
    if (waitMs > 0) return { waitMs };
    const token = randomUUID();
    kept.push({ at, token });
    this.events.set(key, kept);
    return { token };
  }

  async release(key: string, token: string): Promise<void> {
    const kept = (this.events.get(key) ?? []).filter((event) => event.token !== token);
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
