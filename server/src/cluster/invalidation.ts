import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../log';

/** What an instance may hold in memory that a write elsewhere makes stale. */
export const TOPICS = Object.freeze({
  /** The rendered public pages (http/page-cache.ts). */
  pages: 'pages',
  /** The market answers and banners cached until the market moves (services/market/service.ts); pages show them too. */
  market: 'market',
} as const);
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

const CHANNEL = 'marketlens_invalidate';
const RECONNECT_MS = 1_000;

type Handler = () => void;

interface Bus {
  readonly instance: string;
  readonly handlers: Map<Topic, Set<Handler>>;
  /** Sends the notice to the other instances; absent on a single-instance database (PGlite). */
  send?: (topic: Topic) => void;
}

const buses = new WeakMap<Db, Bus>();

function busOf(db: Db): Bus {
  let bus = buses.get(db);
  if (!bus) {
    bus = { instance: randomBytes(8).toString('hex'), handlers: new Map() };
    buses.set(db, bus);
  }
  return bus;
}

function dispatch(bus: Bus, topic: Topic): void {
  for (const handler of bus.handlers.get(topic) ?? []) handler();
}

/** Makes `alias` (a read replica's handle) share the notices of `of` (its primary): their caches are forgotten together. */
export function shareInvalidations(alias: Db, of: Db): void {
  buses.set(alias, busOf(of));
}

/** Calls `handler` whenever `topic` is announced on this database, by this instance or another. Returns the unsubscribe. */
export function onInvalidate(db: Db, topic: Topic, handler: Handler): () => void {
  const bus = busOf(db);
  let set = bus.handlers.get(topic);
  if (!set) {
    set = new Set();
    bus.handlers.set(topic, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/**
 * Says that what `topic` covers changed: this instance forgets it at once, and every other instance
 * listening on the same PostgreSQL database within milliseconds (NOTIFY after the write committed).
 */
export function invalidate(db: Db, topic: Topic): void {
  const bus = busOf(db);
  dispatch(bus, topic);
  bus.send?.(topic);
}

/**
 * Joins this instance to the others on the PostgreSQL database behind `pool`: one connection
 * LISTENs for their notices, and this instance's `invalidate` calls NOTIFY them. A notice sent while
 * a previous one of the same topic is still on its way is folded into one more, so a burst of writes
 * costs a few NOTIFYs. When the listening connection breaks, it reconnects and forgets everything,
 * since notices sent meanwhile are lost.
 */
export async function listenForInvalidations(db: Db, opts: { url: string; log: Logger }): Promise<{ close(): Promise<void> }> {
  const bus = busOf(db);
  const pending = new Map<Topic, 'sending' | 'again'>();
  const send = (topic: Topic): void => {
    const state = pending.get(topic);
    if (state) {
      pending.set(topic, 'again');
      return;
    }
    pending.set(topic, 'sending');
    const payload = JSON.stringify({ topic, from: bus.instance });
    db.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`)
      .catch((err: unknown) => opts.log.warn('an invalidation notice could not be sent', { topic, err: String(err) }))
      .finally(() => {
        const again = pending.get(topic) === 'again';
        pending.delete(topic);
        if (again) send(topic);
      });
  };

  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: opts.url });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const { topic, from } = JSON.parse(msg.payload) as { topic: Topic; from: string };
        if (from !== bus.instance) dispatch(bus, topic);
      } catch {
        opts.log.warn('an invalidation notice could not be read', { payload: msg.payload.slice(0, 200) });
      }
    });
    c.on('error', (err) => {
      opts.log.warn('the invalidation listener lost its connection', { err: err.message });
      reconnect(c);
    });
    c.on('end', () => reconnect(c));
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  const reconnect = (broken: pg.Client): void => {
    if (closed || client !== broken || retry) return;
    client = undefined;
    broken.end().catch(() => undefined);
    const attempt = (): void => {
      retry = setTimeout(() => {
        retry = undefined;
        if (closed) return;
        connect()
          .then(() => {
            // Notices sent while no one listened are gone: forget everything once.
            for (const topic of Object.values(TOPICS)) dispatch(bus, topic);
            opts.log.info('the invalidation listener is back');
          })
          .catch(() => attempt());
      }, RECONNECT_MS);
      retry.unref();
    };
    attempt();
  };

  await connect();
  bus.send = send;
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      delete bus.send;
      await client?.end().catch(() => undefined);
    },
  };
}
