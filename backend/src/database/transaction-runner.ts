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
  private readonly current = new AsyncLocalStorage<{ manager: EntityManager; committed: Array<() => void> }>();

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
    if (outer) return work(outer.manager);
    const committed: Array<() => void> = [];
    const transaction = () => {
      committed.length = 0;
      return this.dataSource.transaction((manager) => this.current.run({ manager, committed }, () => work(manager)));
    };
    const done = this.serialised ? this.sqliteQueue.runExclusive(transaction) : retryOnceOnLockConflict(transaction);
    return done.then((result) => {
      for (const callback of committed.splice(0)) callback();
      return result;
    });
  }

  /**
   * Runs `callback` once the transaction the caller is in has committed (nothing when it rolls
   * back); outside a transaction, now. For work that must see the committed rows from another
   * connection, e.g. sending the letters a transaction wrote to the outbox.
   */
  afterCommit(callback: () => void): void {
    const store = this.current.getStore();
    if (store) store.committed.push(callback);
    else callback();
  }
}
