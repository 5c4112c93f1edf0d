/**
 * What one instance believes the catalogue version is. The row is read at most once per
 * `maxAgeMs` (concurrent callers share one read), so a change made by another instance is seen
 * within that time even without a broadcast; `invalidate()` (a local commit, or a broadcast from
 * another instance) makes the very next call read it again.
 */
export class VersionTracker {
  private known: number | null = null;
  private readAt = 0;
  private pending: Promise<number> | null = null;
  /** Raised by invalidate(): a read started before it must not be remembered as current. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly now: () => number,
    private readonly maxAgeMs: number,
  ) {}

  current(): Promise<number> {
    const known = this.fresh();
    if (known !== null) return Promise.resolve(known);
    this.pending ??= this.refresh();
    return this.pending;
  }

  /** The version when it was read within `maxAgeMs` (what current() would give at once), else null. */
  fresh(): number | null {
    return this.known !== null && this.now() - this.readAt < this.maxAgeMs ? this.known : null;
  }

  /**
   * The version to use without waiting: the fresh one; else, when one was read within `graceMs`,
   * that one while the re-read that is due runs (started here; a failed one is retried by the
   * next caller). null: wait for current(). invalidate() leaves nothing to use.
   */
  usable(graceMs: number): number | null {
    const fresh = this.fresh();
    if (fresh !== null || this.known === null || this.now() - this.readAt >= graceMs) return fresh;
    if (this.pending === null) {
      this.pending = this.refresh();
      this.pending.catch(() => undefined);
    }
    return this.known;
  }

  invalidate(): void {
    this.generation += 1;
    this.known = null;
    this.pending = null;
  }

  private async refresh(): Promise<number> {
    const generation = this.generation;
    const startedAt = this.now();
    try {
      const version = await this.read();
      if (generation === this.generation) {
        this.known = version;
        this.readAt = startedAt;
      }
      return version;
    } finally {
      if (generation === this.generation) this.pending = null;
    }
  }
}
