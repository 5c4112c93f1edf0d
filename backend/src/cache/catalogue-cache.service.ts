import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { etagOf, versionedKey } from './cache-keys';
import { CatalogueVersions } from './catalogue-versions.service';

/** A public catalogue answer as sent: the JSON text and its ETag. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/** Entries of old versions are never read again; they leave the store after this time. */
export const CATALOGUE_CACHE_TTL_MS = 10 * 60_000;

/**
 * Public catalogue answers and intermediate values (bounds), keyed by the current catalogue
 * version and a normalised query. Concurrent misses of one key on this instance share one
 * computation; the store is the cache manager (in process, or Redis shared by the instances).
 */
@Injectable()
export class CatalogueCache {
  private readonly logger = new Logger('CatalogueCache');
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly versions: CatalogueVersions,
  ) {}

  /** The answer for `key`, serialised once per version. */
  async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const version = await this.versions.current();
    return this.cached(versionedKey('answer', version, key), async () => {
      const body = JSON.stringify(await compute());
      return { body, etag: etagOf(body) };
    });
  }

  /** A value (e.g. the bounds of a scope) computed once per version. */
  async value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.versions.current();
    return this.cached(versionedKey('value', version, key), compute);
  }

  /** Looks through the tiers in order (in process first) and copies a later tier's hit into the earlier ones. */
  private async lookup<T>(fullKey: string): Promise<T | undefined> {
    const stores = this.cache.stores;
    for (let index = 0; index < stores.length; index += 1) {
      const hit = (await stores[index].get(fullKey).catch(() => undefined)) as T | undefined;
      if (hit === undefined) continue;
      for (const earlier of stores.slice(0, index)) await earlier.set(fullKey, hit, CATALOGUE_CACHE_TTL_MS);
      return hit;
    }
    return undefined;
  }

  private async cached<T>(fullKey: string, compute: () => Promise<T>): Promise<T> {
    const hit = await this.lookup<T>(fullKey);
    if (hit !== undefined) return hit;
    const running = this.inFlight.get(fullKey) as Promise<T> | undefined;
    if (running) return running;
    const computing = (async () => {
      try {
        const value = await compute();
        await this.cache.set(fullKey, value, CATALOGUE_CACHE_TTL_MS).catch((error: unknown) => {
          // A store that is down only costs the next request a recomputation.
          this.logger.warn(`Catalogue cache write failed: ${String(error)}`);
        });
        return value;
      } finally {
        this.inFlight.delete(fullKey);
      }
    })();
    this.inFlight.set(fullKey, computing);
    return computing;
  }
}
