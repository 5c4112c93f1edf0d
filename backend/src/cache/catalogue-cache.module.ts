import { CacheModule } from '@nestjs/cache-manager';
import { Module } from '@nestjs/common';
import Keyv from 'keyv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { AnswerIndex } from './answer-index';
import { ByteBoundedMap } from './byte-bounded-map';
import { CatalogueAnswers } from './catalogue-answers.service';
import { CATALOGUE_CACHE_TTL_MS, CatalogueCache } from './catalogue-cache.service';
import { CatalogueVersions } from './catalogue-versions.service';
import { PreparedAnswer, preparedAnswerBytes } from './prepared-answer';
import { RedisOutageMonitor } from './redis-outage';

/** What the in-process store may hold: prepared answers (a product page is ~17 KB with its compressed forms) and bounds. */
export const IN_PROCESS_MAX_BYTES = 32 * 1024 * 1024;

const isPreparedAnswer = (value: unknown): value is PreparedAnswer => Buffer.isBuffer((value as Partial<PreparedAnswer> | null)?.body);
/** A prepared page (catalogue-cache.service.ts, PreparedPage) holds one. */
const preparedAnswerIn = (value: unknown): PreparedAnswer | null => {
  if (isPreparedAnswer(value)) return value;
  const inner = (value as { answer?: unknown } | null)?.answer;
  return isPreparedAnswer(inner) ? inner : null;
};

/** The weight of one in-process entry (Keyv stores `{ value, expires }`). */
function entryBytes(key: string, entry: unknown): number {
  const value = (entry as { value?: unknown } | null)?.value;
  const prepared = preparedAnswerIn(value);
  const valueBytes = prepared ? preparedAnswerBytes(prepared) : 2 * (JSON.stringify(value)?.length ?? 0) + 200;
  return key.length * 2 + valueBytes;
}

/** The Redis tier; its client's errors are counted by the outage monitor (Keyv re-emits them: listened to, not counted twice). */
function sharedTier(url: string, prefix: string, redisOutage: RedisOutageMonitor): Keyv {
  // Loaded only with REDIS_URL (redis-clients.ts says why).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: KeyvRedis, createKeyv } = require('@keyv/redis') as typeof import('@keyv/redis');
  const keyv = createKeyv(url, { namespace: `${prefix}cache` });
  keyv.on('error', () => undefined);
  if (keyv.store instanceof KeyvRedis) redisOutage.watch(keyv.store.client);
  return keyv;
}

/**
 * The catalogue cache: an in-process tier always (objects kept as they are, no serialising,
 * bounded by bytes), and with REDIS_URL a Redis tier shared by the instances behind it; the
 * answer index in front of the routes; the versions that invalidate both.
 */
@Module({
  imports: [
    CacheModule.registerAsync({
      inject: [APP_CONFIG, RedisOutageMonitor],
      useFactory: (config: AppConfig, redisOutage: RedisOutageMonitor) => {
        const store = new ByteBoundedMap<string, unknown>(IN_PROCESS_MAX_BYTES, entryBytes);
        const inProcess = new Keyv({ store, serialize: undefined, deserialize: undefined });
        const shared = config.redis ? [sharedTier(config.redis.url, config.redis.prefix, redisOutage)] : [];
        return { stores: [inProcess, ...shared], ttl: CATALOGUE_CACHE_TTL_MS };
      },
    }),
  ],
  providers: [CatalogueVersions, CatalogueCache, AnswerIndex, CatalogueAnswers],
  exports: [CatalogueVersions, CatalogueCache, AnswerIndex, CatalogueAnswers],
})
export class CatalogueCacheModule {}
