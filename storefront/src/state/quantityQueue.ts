/** Sends one line's quantity to the server. */
export type SendQuantity = (id: number, quantity: number) => Promise<unknown>;

/**
 * Quantity changes of cart lines, sent to the server one request at a time in the order they were
 * made. A change to a line whose previous change is still waiting replaces it (the server takes an
 * absolute quantity, so only the latest one matters), so fast clicks cost few requests and never
 * arrive out of order.
 */
export class QuantityQueue {
  /** Latest wanted quantity per line, not sent yet (a Map keeps the order lines were first changed in). */
  private readonly waiting = new Map<number, number>();
  /** The request being sent. */
  private sending: { id: number; quantity: number } | null = null;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly send: SendQuantity,
    private readonly hooks: { onError?: (error: unknown) => void; onIdle?: () => void } = {},
  ) {}

  /** Wants `quantity` for line `id`. */
  set(id: number, quantity: number): void {
    this.waiting.delete(id);
    this.waiting.set(id, quantity);
    if (!this.sending) void this.run();
  }

  /** The quantity the shopper last chose for `id` while it is not yet confirmed by the server. */
  pending(id: number): number | undefined {
    if (this.waiting.has(id)) return this.waiting.get(id);
    return this.sending?.id === id ? this.sending.quantity : undefined;
  }

  get busy(): boolean {
    return this.sending !== null || this.waiting.size > 0;
  }

  /** Forgets a line's waiting change (the line is being removed). */
  drop(id: number): void {
    this.waiting.delete(id);
  }

  /** The changes not sent yet, taken out of the queue (to send them as the page is left). */
  takeWaiting(): Array<{ id: number; quantity: number }> {
    const taken = [...this.waiting].map(([id, quantity]) => ({ id, quantity }));
    this.waiting.clear();
    return taken;
  }

  /** Resolves once every change made so far has been answered. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async run(): Promise<void> {
    for (let next = this.shift(); next; next = this.shift()) {
      this.sending = next;
      try {
        await this.send(next.id, next.quantity);
      } catch (error) {
        this.hooks.onError?.(error);
      }
    }
    this.sending = null;
    this.hooks.onIdle?.();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((resolve) => resolve());
  }

  private shift(): { id: number; quantity: number } | undefined {
    const first = this.waiting.entries().next();
    if (first.done) return undefined;
    const [id, quantity] = first.value;
    this.waiting.delete(id);
    return { id, quantity };
  }
}
