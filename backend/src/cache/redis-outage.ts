import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { MetricsRegistry } from '../metrics/metrics-registry';

/** Anything that reports its connection like ioredis and node-redis clients do. */
interface RedisEvents {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
};

/**
 * Turns a Redis outage into two log lines, like the database's: one when the first client loses
 * its connection, one with the count of errors when a client is connected again; never a line
 * per reconnect attempt. Every Redis client of the process reports here.
 */
@Injectable()
export class RedisOutageMonitor {
  private readonly logger = new Logger('Redis');
  private errors = 0;
  private since: number | null = null;

  get inOutage(): boolean {
    return this.since !== null;
  }

  /** Listens to a client's errors (without a listener ioredis prints each one to stderr) and reconnections. */
  watch<T extends RedisEvents>(client: T): T {
    client.on('error', (error: Error) => this.failed(error));
    client.on('ready', () => this.recovered());
    return client;
  }

  failed(error: unknown): void {
    this.errors += 1;
    if (this.since !== null) return;
    this.since = Date.now();
    this.logger.error(`Redis unreachable (${errorCode(error)}); retrying in the background`);
  }

  recovered(): void {
    if (this.since === null) return;
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.logger.log(`Redis reachable again after ${seconds} s; ${this.errors} connection errors meanwhile`);
    this.since = null;
    this.errors = 0;
  }
}

@Global()
@Module({ providers: [RedisOutageMonitor], exports: [RedisOutageMonitor] })
export class RedisOutageModule {
  /** With Redis, `bulbash_redis_up` on /metrics: 1 while Redis answers, 0 during an outage. */
  constructor(metrics: MetricsRegistry, redisOutage: RedisOutageMonitor, @Inject(APP_CONFIG) config: AppConfig) {
    if (config.redis)
      metrics.gauge('bulbash_redis_up', '1 while Redis answers, 0 during an outage', [], (gauge) =>
        gauge.set(redisOutage.inOutage ? 0 : 1),
      );
  }
}
