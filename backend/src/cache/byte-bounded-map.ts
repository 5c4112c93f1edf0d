/**
 * A Map that holds at most `maxBytes` of entries, as weighed by `sizeOf`, and forgets the least
 * recently written ones beyond that: the in-process caches, so that any number of distinct
 * queries cannot grow the process without bound. An entry heavier than the whole budget is not
 * kept. Reads do not reorder (a hot entry that leaves is written again by its next miss).
 */
export class ByteBoundedMap<K, V> extends Map<K, V> {
  private readonly sizes = new Map<K, number>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {
    super();
  }

  /** The weight of what is held now. */
  get bytes(): number {
    return this.total;
  }

  override set(key: K, value: V): this {
    this.delete(key);
    const size = this.sizeOf(key, value);
    if (size > this.maxBytes) return this;
    super.set(key, value);
    this.sizes.set(key, size);
    this.total += size;
    for (const oldest of this.keys()) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
    return this;
  }

  override delete(key: K): boolean {
    const size = this.sizes.get(key);
    if (size === undefined) return false;
    this.sizes.delete(key);
    this.total -= size;
    return super.delete(key);
  }

  override clear(): void {
    this.sizes.clear();
    this.total = 0;
    super.clear();
  }
}
