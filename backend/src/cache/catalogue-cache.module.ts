import { createKeyv } from '@keyv/redis';
import { CacheModule } from '@nestjs/cache-manager';
import { Module } from '@nestjs/common';
import Keyv from 'keyv';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { BoundedMap } from './bounded-map';
import { CATALOGUE_CACHE_TTL_MS, CatalogueCache } from './catalogue-cache.service';
import { CatalogueVersions } from './catalogue-versions.service';

/** In-process entries kept at most (about 12 KB each for a product page). */
export const IN_PROCESS_ENTRIES = 2_000;

/**
 * The catalogue cache: an in-process tier always (objects kept as they are, no serialising),
 * and with REDIS_URL a Redis tier shared by the instances behind it.
 */
@Module({
  imports: [
    CacheModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const inProcess = new Keyv({ store: new BoundedMap(IN_PROCESS_ENTRIES), serialize: undefined, deserialize: undefined });
        const shared = config.redis ? [createKeyv(config.redis.url, { namespace: `${config.redis.prefix}cache` })] : [];
        return { stores: [inProcess, ...shared], ttl: CATALOGUE_CACHE_TTL_MS };
      },
    }),
  ],
  providers: [CatalogueVersions, CatalogueCache],
  exports: [CatalogueVersions, CatalogueCache],
})
export class CatalogueCacheModule {}
