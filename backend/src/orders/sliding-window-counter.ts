/**
 * Events per key in sliding windows, in the process memory (one server process serves the
 * shop; a scaled-out deployment would keep them in its shared store). Times come from the
 * caller, so tests move the application's clock instead of waiting.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(private readonly longestWindowMs: number) {}

  /** Milliseconds until an event would fit under every limit again; 0 when one fits now. */
  waitFor(key: string, now: number, limits: ReadonlyArray<{ limit: number; windowMs: number }>): number {
    const times = this.prune(key, now);
    let wait = 0;
    for (const { limit, windowMs } of limits) {
      const inWindow = times.filter((time) => time > now - windowMs);
      if (inWindow.length >= limit) wait = Math.max(wait, inWindow[inWindow.length - limit] + windowMs - now);
    }
    return wait;
  }

  record(key: string, now: number): void {
    const times = this.prune(key, now);
    times.push(now);
    this.events.set(key, times);
  }

  private prune(key: string, now: number): number[] {
    const times = (this.events.get(key) ?? []).filter((time) => time > now - this.longestWindowMs);
    if (times.length === 0) this.events.delete(key);
    else this.events.set(key, times);
    return times;
  }
}
