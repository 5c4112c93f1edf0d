import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { Cache } from 'cache-manager';
import { MetricsRegistry } from '../metrics/metrics-registry';
import { versionedKey } from './cache-keys';
import { CatalogueVersions } from './catalogue-versions.service';
import { PreparedAnswer, prepareAnswer, SharedAnswer, sharedAnswer } from './prepared-answer';

/** Entries of old versions are never read again; they leave the store after this time. */
export const CATALOGUE_CACHE_TTL_MS = 10 * 60_000;

/** A cached answer and the catalogue version it belongs to. */
export interface VersionedAnswer {
  version: number;
  answer: PreparedAnswer;
}

/** A rendered storefront page as this process keeps it, and as the instances share it. */
export interface PreparedPage {
  status: number;
  answer: PreparedAnswer;
}
type SharedPage = SharedAnswer & { status: number };

/**
 * How one kind of entry is kept: `local` in this process (the first store), `shared` in the
 * stores after it (Redis, JSON-serialised), and how a shared hit becomes a local entry.
 */
interface Tiers<Local, Shared> {
  compute: () => Promise<{ local: Local; shared: Shared }>;
  fromShared: (shared: Shared) => Promise<Local>;
}

/**
 * Public catalogue answers and intermediate values (bounds), keyed by the current catalogue
 * version and a normalised query. The stores are the cache manager's: the in-process one keeps
 * answers prepared for sending (bytes and their compressed forms, see prepared-answer.ts), the
 * Redis one (with REDIS_URL) the JSON text shared by the instances. Concurrent misses of one key
 * on this instance share one computation.
 */
@Injectable()
export class CatalogueCache implements OnModuleDestroy {
  private readonly logger = new Logger('CatalogueCache');
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly versions: CatalogueVersions,
    private readonly metrics: MetricsRegistry,
  ) {}

  /** Closes the Redis tier's connection (a clean stop leaves no socket open). */
  async onModuleDestroy(): Promise<void> {
    const [, ...shared] = this.cache.stores;
    await Promise.all(shared.map((store) => store.disconnect().catch(() => undefined)));
  }

  /** The answer for `key`, serialised and compressed once per version. */
  async answer(key: string, compute: () => Promise<unknown>): Promise<VersionedAnswer> {
    const version = await this.versions.current();
    const answer = await this.cached<PreparedAnswer, SharedAnswer>(versionedKey('answer', version, key), {
      compute: async () => {
        const shared = sharedAnswer(JSON.stringify(await compute()));
        return { local: await prepareAnswer(shared), shared };
      },
      fromShared: prepareAnswer,
    });
    return { version, answer };
  }

  /**
   * A rendered page for `key`: its status and HTML, prepared (ETag, brotli and gzip forms) once per
   * version like an answer, so a cached page costs no hashing or compression per request.
   */
  async page(key: string, compute: () => Promise<{ status: number; html: string }>): Promise<PreparedPage & { version: number }> {
    const version = await this.versions.current();
    const page = await this.cached<PreparedPage, SharedPage>(versionedKey('page', version, key), {
      compute: async () => {
        const { status, html } = await compute();
        const shared = { status, ...sharedAnswer(html) };
        return { local: { status, answer: await prepareAnswer(shared) }, shared };
      },
      fromShared: async (shared) => ({ status: shared.status, answer: await prepareAnswer(shared) }),
    });
    return { ...page, version };
  }

  /** A value (e.g. the bounds of a scope) computed once per version. */
  async value<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await this.versions.current();
    return this.cached<T, T>(versionedKey('value', version, key), {
      compute: async () => {
        const value = await compute();
        return { local: value, shared: value };
      },
      fromShared: async (value) => value,
    });
  }

  private async cached<Local, Shared>(fullKey: string, tiers: Tiers<Local, Shared>): Promise<Local> {
    const [local, ...shared] = this.cache.stores;
    const hit = (await local.get(fullKey)) as Local | undefined;
    if (hit !== undefined) {
      this.metrics.cacheLookups.inc({ result: 'hit', tier: 'memory' });
      return hit;
    }
    const running = this.inFlight.get(fullKey) as Promise<Local> | undefined;
    if (running) {
      // Joins a lookup already under way: counted once, by that lookup.
      return running;
    }
    const filling = (async () => {
      try {
        for (const store of shared) {
          const sharedHit = (await store.get(fullKey).catch(() => undefined)) as Shared | undefined;
          if (sharedHit === undefined) continue;
          this.metrics.cacheLookups.inc({ result: 'hit', tier: 'redis' });
          const value = await tiers.fromShared(sharedHit);
          await local.set(fullKey, value, CATALOGUE_CACHE_TTL_MS);
          return value;
        }
        this.metrics.cacheLookups.inc({ result: 'miss', tier: 'none' });
        const computed = await tiers.compute();
        await local.set(fullKey, computed.local, CATALOGUE_CACHE_TTL_MS);
        await Promise.all(
          shared.map((store) =>
            store.set(fullKey, computed.shared, CATALOGUE_CACHE_TTL_MS).catch((error: unknown) => {
              // A store that is down only costs the next request (here or elsewhere) a recomputation.
              this.logger.warn(`Catalogue cache write failed: ${String(error)}`);
            }),
          ),
        );
        return computed.local;
      } finally {
        this.inFlight.delete(fullKey);
      }
    })();
    this.inFlight.set(fullKey, filling);
    return filling;
  }
}
