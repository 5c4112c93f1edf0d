import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { retryOnceOnLockConflict } from './lock-conflict-retry';
import { Mutex } from './mutex';

export type TransactionWork<T> = (manager: EntityManager) => Promise<T>;

/**
 * The one way to change data: `run(work)` runs `work` in a database transaction and resolves
 * after the commit (or rejects after the rollback).
 *
 * - SQLite is one connection, so two transactions at once would interleave on it (the second
 *   one's statements landing inside the first). Here transactions queue on an in-process mutex
 *   taken just before BEGIN and freed in `finally` after COMMIT/ROLLBACK; nothing about the
 *   HTTP request (a client that hangs up, a slow response) can free it early. Reads outside a
 *   transaction never wait.
 * - MySQL/MariaDB: a plain transaction on a pooled connection, run once more when the engine
 *   picked it as a deadlock victim or it timed out waiting for a lock.
 *
 * Keep slow work out of `work` (password hashing, image encoding, e-mail): do it before, or
 * after `run` resolves, so other writers do not wait for it. A `run` inside another `run` (same
 * async call chain) joins the outer transaction instead of waiting for it.
 */
@Injectable()
export class TransactionRunner {
  private readonly sqliteQueue = new Mutex();
  /**
   * The transaction of the current async call chain. `open` turns false when it ends: work the
   * transaction started without awaiting (a letter) may still run in this context afterwards,
   * and must then start its own transaction rather than join a finished one.
   */
  private readonly current = new AsyncLocalStorage<{ manager: EntityManager; committed: Array<() => void>; open: boolean }>();

  constructor(private readonly dataSource: DataSource) {}

  get serialised(): boolean {
    return this.dataSource.options.type === 'better-sqlite3';
  }

  /** Transactions waiting for the SQLite queue (always 0 on MySQL/MariaDB). */
  get waiting(): number {
    return this.sqliteQueue.waiting;
  }

  run<T>(work: TransactionWork<T>): Promise<T> {
    const outer = this.current.getStore();
    if (outer?.open) return work(outer.manager);
    const store = { manager: undefined as unknown as EntityManager, committed: [] as Array<() => void>, open: false };
    const transaction = () => {
      store.committed.length = 0;
      return this.dataSource
        .transaction((manager) => {
          Object.assign(store, { manager, open: true });
          return this.current.run(store, () => work(manager));
        })
        .finally(() => {
          store.open = false;
        });
    };
    const done = this.serialised ? this.sqliteQueue.runExclusive(transaction) : retryOnceOnLockConflict(transaction);
    return done.then((result) => {
      for (const callback of store.committed.splice(0)) callback();
      return result;
    });
  }

  /** Whether the caller runs inside a transaction of this runner (a `run` would join it). */
  get inTransaction(): boolean {
    return this.current.getStore()?.open === true;
  }

  /**
   * Runs `callback` once the transaction the caller is in has committed (nothing when it rolls
   * back); outside a transaction, now. For work that must see the committed rows from another
   * connection, e.g. sending the letters a transaction wrote to the outbox.
   */
  afterCommit(callback: () => void): void {
    const store = this.current.getStore();
    if (store?.open) store.committed.push(callback);
    else callback();
  }
}
