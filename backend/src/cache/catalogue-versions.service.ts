import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CATALOGUE_CHANGED, readCatalogueVersion } from './catalogue-version';
import { catalogueChannel, connectRedis } from './redis-clients';
import { RedisOutageMonitor } from './redis-outage';
import { VersionTracker } from './version-tracker';

/** How stale this instance's idea of the version may get when no broadcast arrives (well under the 1 s promise). */
export const VERSION_MAX_AGE_MS = 250;
/** While a due re-read runs, answers may still use a version read this recently (the 1 s promise holds). */
export const VERSION_GRACE_MS = 750;

/**
 * The catalogue version as this instance knows it. A commit that raised it (bumpCatalogueVersion
 * marks the transaction) invalidates it here at once and, with Redis, on every other instance
 * through a broadcast; without one, other instances re-read the row within VERSION_MAX_AGE_MS.
 */
@Injectable()
export class CatalogueVersions implements OnModuleInit, OnModuleDestroy, EntitySubscriberInterface {
  private readonly logger = new Logger('CatalogueVersions');
  private readonly tracker: VersionTracker;
  private readonly instanceId = randomUUID();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redisOutage: RedisOutageMonitor,
  ) {
    this.tracker = new VersionTracker(
      () => readCatalogueVersion(dataSource.manager),
      () => performance.now(),
      VERSION_MAX_AGE_MS,
    );
  }

  async onModuleInit(): Promise<void> {
    this.dataSource.subscribers.push(this);
    const redis = this.config.redis;
    if (!redis) return;
    this.publisher = connectRedis(redis, this.redisOutage);
    this.subscriber = connectRedis(redis, this.redisOutage);
    this.subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== this.instanceId) this.tracker.invalidate();
    });
    await this.subscriber.subscribe(catalogueChannel(redis));
  }

  async onModuleDestroy(): Promise<void> {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
    await Promise.all([this.publisher?.quit(), this.subscriber?.quit()]);
  }

  current(): Promise<number> {
    return this.tracker.current();
  }

  /**
   * The version to answer with at once: the one read within VERSION_MAX_AGE_MS, or while its
   * re-read runs the one read within VERSION_GRACE_MS, so requests do not queue behind each
   * re-read; null after a local change (or without a recent read): ask current().
   */
  usable(): number | null {
    return this.tracker.usable(VERSION_GRACE_MS);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!event.queryRunner.data[CATALOGUE_CHANGED]) return;
    delete event.queryRunner.data[CATALOGUE_CHANGED];
    this.tracker.invalidate();
    if (this.publisher && this.config.redis) {
      this.publisher.publish(catalogueChannel(this.config.redis), this.instanceId).catch((error: unknown) => {
        // Other instances still re-read the version within VERSION_MAX_AGE_MS.
        this.logger.warn(`Catalogue change broadcast failed: ${String(error)}`);
      });
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    delete event.queryRunner.data[CATALOGUE_CHANGED];
  }
}
