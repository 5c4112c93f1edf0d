import { DataSource } from 'typeorm';
import { DatabaseOutageMonitor } from '../database/database-outage';
import { MetricsRegistry } from './metrics-registry';

/** The parts of a mysql2 pool read for the gauge (internal fields: read defensively). */
interface PoolInternals {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
  _connectionQueue?: { length: number };
  config?: { connectionLimit?: number };
}

/** Connections of the MySQL/MariaDB pool: open, idle, requests waiting, limit. Null on SQLite (no pool). */
export function poolUse(dataSource: DataSource | undefined): Record<'open' | 'idle' | 'waiting' | 'limit', number> | null {
  const pool = (dataSource?.isInitialized ? (dataSource.driver as { pool?: PoolInternals }).pool : undefined) ?? null;
  if (!pool?._allConnections) return null;
  return {
    open: pool._allConnections.length,
    idle: pool._freeConnections?.length ?? 0,
    waiting: pool._connectionQueue?.length ?? 0,
    limit: pool.config?.connectionLimit ?? 0,
  };
}

/** Database outage state (the same monitor as the 503 answers) and pool use, read at each scrape. */
export function registerDatabaseMetrics(
  metrics: MetricsRegistry,
  outage: DatabaseOutageMonitor,
  dataSource: () => DataSource | undefined,
): void {
  metrics.gauge('bulbash_database_up', '1 while the database answers, 0 during an outage (requests answered 503)', [], (gauge) =>
    gauge.set(outage.inOutage ? 0 : 1),
  );
  metrics.gauge(
    'bulbash_database_pool_connections',
    'MySQL/MariaDB pool connections by state (open, idle, waiting, limit)',
    ['state'],
    (gauge) => {
      gauge.reset();
      const use = poolUse(dataSource());
      if (!use) return;
      for (const [state, value] of Object.entries(use)) gauge.set({ state }, value);
    },
  );
}
