/**
 * A first-come, first-served lock for one process: `runExclusive` runs its work only after
 * every earlier caller's work has settled, and frees the lock in `finally`, whatever happens.
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private waitingCount = 0;
  private held = false;

  /** Callers queued behind the current holder (tests use it to know a writer is waiting). */
  get waiting(): number {
    return this.waitingCount;
  }

  get locked(): boolean {
    return this.held;
  }

  async runExclusive<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Resolves once the lock is ours, with the function that frees it (calling it twice is harmless). */
  async acquire(): Promise<() => void> {
    const previous = this.tail;
    let free!: () => void;
    this.tail = new Promise<void>((resolve) => (free = resolve));
    this.waitingCount += 1;
    await previous;
    this.waitingCount -= 1;
    this.held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.held = false;
      free();
    };
  }
}
