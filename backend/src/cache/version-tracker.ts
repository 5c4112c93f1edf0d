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
    if (this.known !== null && this.now() - this.readAt < this.maxAgeMs) return Promise.resolve(this.known);
    this.pending ??= this.refresh();
    return this.pending;
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
