import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import * as schema from '../db/schema/index';
import type { Logger } from '../log';
import { shareInvalidations } from './invalidation';
import { rows } from '../services/market/window';

/** Which database served a read, and why the primary did when it did. */
export type ReadSource = 'replica' | 'primary';
export type PrimaryReason = 'ownWrite' | 'lag' | 'replicaDown' | 'noReplica';
export interface ReadChoice {
  db: Db;
  source: ReadSource;
  reason?: PrimaryReason;
}

export interface ReadRouterOptions {
  /** A replica further behind the primary than this serves nothing until it catches up. */
  maxLagMs: number;
  /** How often the primary's and the replica's positions in the write-ahead log are read. */
  pollMs?: number;
  log: Logger;
}

/** What the router counts: reads per source and reason (the cluster bench reports them). */
export interface ReadStats {
  replica: number;
  primary: Record<PrimaryReason, number>;
  /** The replica's lag at the last poll, in milliseconds (null while unknown or down). */
  lagMs: number | null;
}

const LSN_BYTES = sql`- '0/0'::pg_lsn)::bigint`;
const PRIMARY_LSN = sql`SELECT (pg_current_wal_lsn() ${LSN_BYTES} AS lsn`;
// A server that is not a standby (a second pool on the primary, as in tests) is always caught up.
const REPLAYED_LSN = sql`SELECT CASE WHEN pg_is_in_recovery() THEN (pg_last_wal_replay_lsn() ${LSN_BYTES} ELSE (pg_current_wal_lsn() ${LSN_BYTES} END AS lsn`;

/**
 * Sends the workbench's reads to a streaming replica when that is safe, else to the primary:
 *
 * - **Lag.** Every `pollMs` the router reads the primary's WAL position, then the replica's replayed
 *   position. The replica is caught up to the newest primary sample it has replayed past, so its lag
 *   is the age of that sample; beyond `maxLagMs` (or when the replica does not answer) reads go to
 *   the primary.
 * - **Read-your-writes.** After a member's successful write, `markWrite` stores the primary's WAL
 *   position for that member in the primary (`member_write_marks`, seen by every instance); the
 *   member's reads go to the replica only once it has replayed past it.
 */
export class ReadRouter {
  private samples: { lsn: number; at: number }[] = [];
  private replayed: number | null = null;
  private caughtUpAt: number | null = null;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  readonly stats: ReadStats = { replica: 0, primary: { ownWrite: 0, lag: 0, replicaDown: 0, noReplica: 0 }, lagMs: null };

  constructor(
    private readonly primary: Db,
    private readonly replica: Db,
    private readonly opts: ReadRouterOptions,
  ) {}

  /** Starts polling the positions; resolves after the first poll. */
  async start(): Promise<void> {
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.opts.pollMs ?? 250);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const [p] = await rows<{ lsn: string }>(this.primary, PRIMARY_LSN);
      if (p) this.samples.push({ lsn: Number(p.lsn), at: Date.now() });
      const cutoff = Date.now() - Math.max(60_000, this.opts.maxLagMs * 4);
      while (this.samples.length > 1 && (this.samples[0]?.at ?? 0) < cutoff) this.samples.shift();
      const replayed = await this.replayedLsn();
      if (replayed === null) return;
      this.replayed = replayed;
      const reached = this.samples.filter((s) => s.lsn <= replayed).at(-1);
      if (reached) {
        this.caughtUpAt = reached.at;
        this.samples = this.samples.filter((s) => s.at >= reached.at);
      }
      this.stats.lagMs = this.lagMs();
    } catch (err) {
      this.opts.log.warn('reading the write-ahead log positions failed', { err: String(err) });
    } finally {
      this.polling = false;
    }
  }

  /** The replica's replayed WAL position in bytes; null when it does not answer. */
  protected async readReplayed(): Promise<number | null> {
    const [r] = await rows<{ lsn: string | null }>(this.replica, REPLAYED_LSN);
    return r?.lsn == null ? null : Number(r.lsn);
  }

  private async replayedLsn(): Promise<number | null> {
    try {
      return await this.readReplayed();
    } catch {
      this.replayed = null;
      this.caughtUpAt = null;
      this.stats.lagMs = null;
      return null;
    }
  }

  private lagMs(): number | null {
    return this.caughtUpAt === null ? null : Date.now() - this.caughtUpAt;
  }

  /** Notes that `ownerId` wrote: their next reads come from a database that has the write. */
  async markWrite(ownerId: number): Promise<void> {
    await this.primary.execute(
      sql`INSERT INTO member_write_marks (user_id, lsn, at) VALUES (${ownerId}, (pg_current_wal_lsn() ${LSN_BYTES}, now())
          ON CONFLICT (user_id) DO UPDATE SET lsn = excluded.lsn, at = excluded.at`,
    );
  }

  /** The database a read of `ownerId`'s workbench goes to now. */
  async pick(ownerId: number): Promise<ReadChoice> {
    const lag = this.lagMs();
    if (this.replayed === null || lag === null) return this.primaryFor('replicaDown');
    if (lag > this.opts.maxLagMs) return this.primaryFor('lag');
    const [mark] = await rows<{ lsn: string }>(this.primary, sql`SELECT lsn FROM member_write_marks WHERE user_id = ${ownerId}`);
    if (mark && Number(mark.lsn) > this.replayed) {
      // The poll may be a moment old: ask the replica itself before giving up on it.
      const now = await this.replayedLsn();
      if (now === null) return this.primaryFor('replicaDown');
      this.replayed = Math.max(this.replayed ?? 0, now);
      if (Number(mark.lsn) > now) return this.primaryFor('ownWrite');
    }
    this.stats.replica += 1;
    return { db: this.replica, source: 'replica' };
  }

  private primaryFor(reason: PrimaryReason): ReadChoice {
    this.stats.primary[reason] += 1;
    return { db: this.primary, source: 'primary', reason };
  }
}

const routers = new WeakMap<Db, ReadRouter>();

/** Routes the workbench reads of `primary` through `router` (undefined: all to the primary again). */
export function routeReads(primary: Db, router: ReadRouter | undefined): void {
  if (router) routers.set(primary, router);
  else routers.delete(primary);
}

/** The read router of the primary `db`, when a replica is configured. */
export const readRouterOf = (db: Db): ReadRouter | undefined => routers.get(db);

/** Where a workbench read of `ownerId` goes: the replica when configured and safe, else `db`. */
export function readChoice(db: Db, ownerId: number): Promise<ReadChoice> {
  const router = routers.get(db);
  return router ? router.pick(ownerId) : Promise.resolve({ db, source: 'primary', reason: 'noReplica' });
}

/** A standby cancels a query whose rows its replay must remove (SQLSTATE 40001, "conflict with recovery"). */
function isRecoveryConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '40001' && /recovery/i.test(String((e as { message?: unknown }).message))) return true;
  }
  return false;
}

/**
 * Runs a workbench call with the database its reads go to, named in the answer's `X-Read-Source`
 * (`replica` or `primary`); a replica that fails mid-call leaves the call to the primary.
 */
export async function withReadDb(c: Context, db: Db, ownerId: number, run: (r: Db) => Promise<Response>): Promise<Response> {
  const read = await readChoice(db, ownerId);
  c.header('X-Read-Source', read.source);
  try {
    return await run(read.db);
  } catch (err) {
    if (read.source !== 'replica' || !(isDatabaseUnavailable(err) || isRecoveryConflict(err))) throw err;
    const router = routers.get(db);
    if (router) {
      router.stats.replica -= 1;
      router.stats.primary.replicaDown += 1;
    }
    c.header('X-Read-Source', 'primary');
    return await run(db);
  }
}

/** After a member's successful write: remembered for read-your-writes (nothing without a replica). */
export async function noteMemberWrite(db: Db, ownerId: number): Promise<void> {
  await routers.get(db)?.markWrite(ownerId);
}

/** Opens the replica at `url` (read-only, not migrated) and routes `primary`'s workbench reads through it. */
export async function attachReadReplica(primary: Db, url: string, opts: ReadRouterOptions): Promise<{ router: ReadRouter; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2_000 });
  pool.on('error', (err) => opts.log.warn('a pooled replica connection broke', { err: err.message }));
  const replica: Db = drizzle({ client: pool, schema });
  shareInvalidations(replica, primary);
  const router = new ReadRouter(primary, replica, opts);
  await router.start();
  routeReads(primary, router);
  return {
    router,
    async close() {
      router.stop();
      routeReads(primary, undefined);
      await pool.end();
    },
  };
}
