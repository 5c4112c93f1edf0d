/**
 * A Map that forgets its least recently written entry beyond `capacity`: the in-process cache
 * store, so that any number of distinct queries cannot grow the process without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.has(key)) this.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) this.delete(this.keys().next().value as K);
    return this;
  }
}
