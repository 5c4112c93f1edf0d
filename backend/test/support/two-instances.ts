import { INestApplication } from '@nestjs/common';
import { Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { Clock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/load-config';
import { minsk } from './clock';
import { freshDatabase, TestDatabase } from './database';
import { MailCatcher } from './mail-catcher';
import { ADMIN } from './test-app';

/** Where the scale-out tests find Redis. */
export const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

export interface TwoInstancesOptions {
  /** Names the run's Redis key prefix (`bulbash-<name>-<pid>-<random>:`). */
  name: string;
  /** Scheduled work on BullMQ over Redis; without it each instance uses the database lease. */
  redis: boolean;
  /**
   * Both start at the same moment on the empty database (migrations and first records must each
   * happen once); otherwise one after the other, the first migrating.
   */
  together?: boolean;
  /** Started before the instances (e.g. a stand-in); gives more of their variables. */
  before?: () => Promise<Record<string, string>>;
  /** Stopped after the instances. */
  after?: () => Promise<void>;
}

/** Two instances of the shop on one fresh database (and one Redis prefix), one mail catcher for both. */
export interface TwoInstances {
  readonly prefix: string;
  readonly mail: MailCatcher;
  readonly apps: INestApplication[];
  /** Both instances' "now", Minsk time. */
  setNow(local: string): void;
  dataSource(): DataSource;
  api(index: number): ReturnType<typeof request>;
}

/**
 * Registers the hooks that start two instances before the describe block's tests and stop them
 * after (its Redis keys removed), as the scale-out tests need them.
 */
export function twoInstances(options: TwoInstancesOptions): TwoInstances {
  const prefix = `bulbash-${options.name}-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const mail = new MailCatcher();
  const apps: INestApplication[] = [];
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = freshDatabase();
    const extra = (await options.before?.()) ?? {};
    const config = loadConfig({
      SMTP_URL: await mail.start(),
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-for-api-tests-only',
      PUBLIC_URL: 'http://shop.test',
      UPLOAD_DIR: join(database.workDir, 'uploads'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      ARGON2_COST: 'test',
      ...extra,
      ...(options.redis ? { REDIS_URL, REDIS_PREFIX: prefix } : {}),
    });
    const start = async () => {
      const app = await createApp(config, { logger: false });
      await app.init();
      return app;
    };
    if (options.together) apps.push(...(await Promise.all([start(), start()])));
    else for (let index = 0; index < 2; index += 1) apps.push(await start());
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await mail.stop();
    await options.after?.();
    await database?.drop();
    if (options.redis) await removeKeys(prefix);
  });

  return {
    prefix,
    mail,
    apps,
    setNow(local: string) {
      const fixed = minsk(local);
      for (const app of apps) app.get(Clock).now = () => new Date(fixed.getTime());
    },
    dataSource: () => apps[0].get(DataSource),
    api: (index) => request(apps[index].getHttpServer() as Server),
  };
}

/** The keys under a prefix, found with SCAN (never KEYS on a shared Redis). */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** Deletes a run's keys. */
export async function removeKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const keys = await keysUnder(redis, prefix);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
