import { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * Reads the rows of `query` locked for the rest of the transaction (SELECT … FOR UPDATE on
 * MySQL/MariaDB): a second transaction that locks them waits for this one's commit and then
 * reads what it wrote. SQLite needs no lock: its transactions already run one at a time
 * (TransactionRunner's mutex, one writer per file).
 */
export function forUpdate<T extends ObjectLiteral>(manager: EntityManager, query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return manager.connection.options.type === 'better-sqlite3' ? query : query.setLock('pessimistic_write');
}
