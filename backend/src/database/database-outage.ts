import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { unavailableCode } from './database-unavailable';

/** Seconds a client is asked to wait (Retry-After) while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE_DETAIL = 'Сервис временно недоступен: нет связи с базой данных. Попробуйте через минуту';

/**
 * Turns a database outage into two log lines instead of a stack per request: one when the
 * first request fails, one with the count when a background ping finds the server again.
 */
export class DatabaseOutageMonitor {
  private readonly logger = new Logger('Database');
  private failedRequests = 0;
  private since: number | null = null;
  private probe: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: () => DataSource | undefined,
    private readonly probeEveryMs = 2000,
  ) {}

  get inOutage(): boolean {
    return this.since !== null;
  }

  /** Called for each request that failed because the database could not be reached. */
  requestFailed(error: unknown): void {
    this.failedRequests += 1;
    if (this.since !== null) return;
    this.since = Date.now();
    this.logger.error(`Database unreachable (${unavailableCode(error) ?? 'unknown'}); answering 503 until it is back`);
    this.probe = setInterval(() => void this.ping(), this.probeEveryMs);
    this.probe.unref();
  }

  stop(): void {
    if (this.probe) clearInterval(this.probe);
    this.probe = null;
  }

  private async ping(): Promise<void> {
    const dataSource = this.dataSource();
    if (!dataSource?.isInitialized) {
      this.stop();
      return;
    }
    try {
      await dataSource.query('SELECT 1');
    } catch {
      return;
    }
    const seconds = Math.round((Date.now() - (this.since ?? Date.now())) / 1000);
    this.logger.log(`Database reachable again after ${seconds} s; ${this.failedRequests} requests were answered 503`);
    this.stop();
    this.since = null;
    this.failedRequests = 0;
  }
}
