import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type pg from 'pg';
import type { Db } from '../db/client';
import type { Logger } from '../log';

/** A limit of `points` per `duration` seconds and subject; `keyPrefix` names the limit. */
export interface LimitSpec {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Where the counters of request limits live: this process, the PostgreSQL database or Redis. */
export interface LimiterStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  create(spec: LimitSpec): RateLimiterAbstract;
}

const memoryStore: LimiterStore = Object.freeze({ kind: 'memory' as const, create: (spec: LimitSpec) => new RateLimiterMemory(spec) });
const stores = new WeakMap<Db, LimiterStore>();

/**
 * The limiter store of this database: Redis or PostgreSQL once `shareLimits` ran (every instance
 * counts together), else this process's memory (PGlite: one instance).
 */
export function limiterStore(db: Db): LimiterStore {
  return stores.get(db) ?? memoryStore;
}

const made = new WeakMap<object, Map<string, RateLimiterAbstract>>();
// A handler mounted without a database (a middleware's own tests) counts in this process.
const NO_DATABASE = {};

/** The limiter of `spec` on `db`, made once in its store (see `limiterStore`). */
export function limiterFor(db: Db | undefined, spec: LimitSpec): RateLimiterAbstract {
  const owner = db ?? NO_DATABASE;
  let bySpec = made.get(owner);
  if (!bySpec) {
    bySpec = new Map();
    made.set(owner, bySpec);
  }
  const key = `${spec.keyPrefix}:${spec.points}:${spec.duration}`;
  let limiter = bySpec.get(key);
  if (!limiter) {
    limiter = db ? limiterStore(db).create(spec) : memoryStore.create(spec);
    bySpec.set(key, limiter);
  }
  return limiter;
}

/**
 * Takes `points` of `key`'s limit; false when they are used up. A failing store is not a refusal:
 * the insurance limiter answers for it, and anything else is thrown.
 */
export async function consumeLimit(db: Db | undefined, spec: LimitSpec, key: string, points = 1): Promise<boolean> {
  try {
    await limiterFor(db, spec).consume(key, points);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

/**
 * Counts the limits of `db`'s instances together: in Redis when `redisUrl` is given, else in the
 * PostgreSQL table `rate_limits` (one atomic upsert a request). Should the store fail, each limiter
 * falls back to counting in this process (rate-limiter-flexible's insurance limiter) rather than
 * refusing everyone or letting everyone through.
 */
export async function shareLimits(db: Db, opts: { pool: pg.Pool; redisUrl?: string | undefined; log: Logger }): Promise<{ kind: LimiterStore['kind']; close(): Promise<void> }> {
  if (opts.redisUrl) {
    const redis = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', (err: Error) => opts.log.warn('redis connection error', { err: err.message }));
    await redis.connect();
    made.delete(db);
    stores.set(db, {
      kind: 'redis',
      create: (spec) => new RateLimiterRedis({ ...spec, storeClient: redis, insuranceLimiter: new RateLimiterMemory(spec) }),
    });
    return {
      kind: 'redis',
      async close() {
        stores.delete(db);
        made.delete(db);
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  made.delete(db);
  stores.set(db, {
    kind: 'postgres',
    create: (spec) =>
      new RateLimiterPostgres({ ...spec, storeClient: opts.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, insuranceLimiter: new RateLimiterMemory(spec) }),
  });
  return {
    kind: 'postgres',
    async close() {
      stores.delete(db);
      made.delete(db);
    },
  };
}
