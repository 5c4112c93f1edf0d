import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';

/** Tables whose changes move what is booked or allowed. */
const WATCHED = new Set(['orders', 'order_items', 'products', 'capacity_settings']);
const CHANGED = 'capacityChanged';
/** Another instance's change is seen within this time (the booking itself is always checked in its transaction). */
export const CAPACITY_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

/**
 * Read-through cache of capacity reads (the settings, the bookings of a day range). Any write to
 * orders, their items, products or the settings clears it at once and again after its commit
 * (so a read racing the transaction cannot keep the old numbers); entries also expire after
 * CAPACITY_CACHE_TTL_MS for changes made by other instances.
 */
@Injectable()
export class CapacityCache implements OnModuleInit, OnModuleDestroy, EntitySubscriberInterface {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private generation = 0;

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  /** The cached value of `key`, or the result of `read` (remembered unless a change came meanwhile). */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < CAPACITY_CACHE_TTL_MS) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = read();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { at: now, value });
    value.then(
      () => {
        if (generation !== this.generation) this.entries.delete(key);
      },
      () => this.entries.delete(key),
    );
    return value;
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner.data as Record<string, unknown>);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner.data as Record<string, unknown>);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event.metadata.tableName, event.queryRunner.data as Record<string, unknown>);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown>;
    if (!data[CHANGED]) return;
    delete data[CHANGED];
    this.invalidate();
  }

  private changed(table: string, data: Record<string, unknown>): void {
    if (!WATCHED.has(table)) return;
    data[CHANGED] = true;
    this.invalidate();
  }
}
