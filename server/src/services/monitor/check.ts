import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MonitorFigures, MonitorKind, MonitorRules, NotificationEvent } from '../../db/schema/monitor';
import { rows } from '../market/window';
import { figuresOf } from './figures';

export interface RaisedEvent {
  event: NotificationEvent;
  params: Record<string, string | number | null>;
}

const pct = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;

/**
 * The alerts one item raises between its previous figures and today's under its rules. Percent
 * rules compare today with the previous check; top-N and position rules compare places.
 */
export function evaluate(kind: MonitorKind, rules: MonitorRules, prev: MonitorFigures, cur: MonitorFigures): RaisedEvent[] {
  const out: RaisedEvent[] = [];
  if (kind === 'goods' && prev.price && cur.price !== null) {
    const change = pct(prev.price, cur.price);
    if (rules.priceUp !== undefined && change >= rules.priceUp) out.push({ event: 'priceUp', params: { from: prev.price, to: cur.price, pct: change } });
    if (rules.priceDown !== undefined && -change >= rules.priceDown) out.push({ event: 'priceDown', params: { from: prev.price, to: cur.price, pct: -change } });
  }
  if (prev.sales > 0) {
    const change = pct(prev.sales, cur.sales);
    const outOfStock = kind === 'goods' && cur.sales === 0;
    if (rules.salesUp !== undefined && change >= rules.salesUp) out.push({ event: 'salesUp', params: { from: prev.sales, to: cur.sales, pct: change } });
    if (rules.salesDown !== undefined && -change >= rules.salesDown && !(outOfStock && rules.outOfStock)) out.push({ event: 'salesDown', params: { from: prev.sales, to: cur.sales, pct: -change } });
    if (rules.outOfStock && outOfStock) out.push({ event: 'outOfStock', params: { from: prev.sales, to: 0 } });
  }
  if (rules.topN !== undefined && cur.rank !== null) {
    const wasIn = prev.rank !== null && prev.rank <= rules.topN;
    const isIn = cur.rank <= rules.topN;
    if (isIn && !wasIn) out.push({ event: 'enterTop', params: { n: rules.topN, from: prev.rank, to: cur.rank } });
    if (!isIn && wasIn) out.push({ event: 'leaveTop', params: { n: rules.topN, from: prev.rank, to: cur.rank } });
  }
  if (kind === 'keyword' && rules.position !== undefined && prev.rank !== null && cur.rank !== null && Math.abs(cur.rank - prev.rank) >= rules.position) {
    out.push({ event: 'position', params: { from: prev.rank, to: cur.rank } });
  }
  return out;
}

/** Sellers on the cards of goods monitors with the new-seller rule who joined within the last two weeks up to `day`. */
async function joinedSellers(db: Db, items: readonly MonitorRow[], day: string): Promise<Map<number, { sellerId: number; seller: string; price: number; firstSeen: string }[]>> {
  const ids = [...new Set(items.filter((m) => m.kind === 'goods' && m.rules.newSeller).map((m) => Number(m.target_id)))];
  const out = new Map<number, { sellerId: number; seller: string; price: number; firstSeen: string }[]>();
  if (!ids.length) return out;
  const found = await rows<{ goods_id: number; seller_id: number; name: string; price: number; first_seen: string }>(
    db,
    sql`SELECT o.goods_id, o.seller_id, s.name, o.price, o.first_seen::text FROM offers o JOIN shops s ON s.id = o.seller_id
        WHERE o.goods_id IN (SELECT unnest(${`{${ids.join(',')}}`}::int[])) AND o.left_on IS NULL
          AND o.first_seen <= ${day}::date AND o.first_seen > ${day}::date - 14`,
  );
  for (const r of found) {
    const id = Number(r.goods_id);
    out.set(id, [...(out.get(id) ?? []), { sellerId: Number(r.seller_id), seller: r.name, price: Number(r.price), firstSeen: r.first_seen }]);
  }
  return out;
}

interface MonitorRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  kind: MonitorKind;
  target_id: number;
  rules: MonitorRules;
  baseline: MonitorFigures | null;
  last: MonitorFigures | null;
}

export interface CheckResult {
  day: string | null;
  checked: number;
  raised: number;
  /** Notification ids inserted by this run (a repeated run inserts none for the same changes). */
  inserted: { id: number; userId: number }[];
}

/**
 * The monitor check of the market's latest day: every monitored item not yet checked for that day
 * is compared with its previous figures in batches; each batch inserts its alerts (keyed by
 * monitor, event and day: ON CONFLICT DO NOTHING) and moves the items' last figures in one
 * transaction. Running it again — after a crash mid-run, or on a second instance — raises nothing
 * twice.
 */
export async function runMonitorCheck(db: Db, opts: { batch?: number; onBatch?: (done: number) => Promise<void> } = {}): Promise<CheckResult> {
  const [latest] = await rows<{ day: string | null }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`);
  const day = latest?.day ?? null;
  const result: CheckResult = { day, checked: 0, raised: 0, inserted: [] };
  if (!day) return result;
  const batch = opts.batch ?? 2000;
  let after = 0;
  for (;;) {
    const items = await rows<MonitorRow>(
      db,
      sql`SELECT id, user_id, kind, target_id, rules, baseline, last FROM monitors
          WHERE id > ${after} AND (last IS NULL OR (last->>'day') < ${day}) ORDER BY id LIMIT ${batch}`,
    );
    if (!items.length) break;
    after = Number(items[items.length - 1]?.id ?? after);
    const figures = new Map<MonitorKind, Awaited<ReturnType<typeof figuresOf>>>();
    for (const kind of ['goods', 'shop', 'keyword'] as const) {
      const ids = [...new Set(items.filter((m) => m.kind === kind).map((m) => Number(m.target_id)))];
      figures.set(kind, await figuresOf(db, kind, ids, day));
    }
    const joined = await joinedSellers(db, items, day);
    const alerts: { userId: number; key: string; event: NotificationEvent; monitorId: number; kind: MonitorKind; targetId: number; params: Record<string, string | number | null> }[] = [];
    const updates: { id: number; last: MonitorFigures }[] = [];
    for (const m of items) {
      const cur = figures.get(m.kind)?.get(Number(m.target_id));
      if (!cur) continue;
      const { name, ...now } = cur;
      const prev = m.last ?? m.baseline;
      if (prev && prev.day < day) {
        for (const raised of evaluate(m.kind, m.rules, prev, now)) {
          alerts.push({ userId: Number(m.user_id), key: `m:${m.id}:${raised.event}:${day}`, event: raised.event, monitorId: Number(m.id), kind: m.kind, targetId: Number(m.target_id), params: { ...raised.params, name } });
        }
        if (m.kind === 'goods' && m.rules.newSeller) {
          for (const o of joined.get(Number(m.target_id)) ?? []) {
            if (o.firstSeen <= prev.day) continue;
            alerts.push({ userId: Number(m.user_id), key: `m:${m.id}:newSeller:${day}:${o.sellerId}`, event: 'newSeller', monitorId: Number(m.id), kind: m.kind, targetId: Number(m.target_id), params: { name, seller: o.seller, price: o.price } });
          }
        }
      }
      updates.push({ id: Number(m.id), last: now });
    }
    await db.transaction(async (tx) => {
      for (let i = 0; i < alerts.length; i += 500) {
        const part = alerts.slice(i, i + 500);
        const inserted = await tx.execute<{ id: number; user_id: number }>(sql`
          INSERT INTO notifications (user_id, key, event, monitor_id, kind, target_id, day, params)
          SELECT a.user_id, a.key, a.event, a.monitor_id, a.kind, a.target_id, ${day}::date, a.params
          FROM jsonb_to_recordset(${JSON.stringify(part.map((a) => ({ user_id: a.userId, key: a.key, event: a.event, monitor_id: a.monitorId, kind: a.kind, target_id: a.targetId, params: a.params })))}::jsonb)
               AS a(user_id int, key text, event text, monitor_id int, kind text, target_id int, params jsonb)
          ON CONFLICT (key) DO NOTHING
          RETURNING id, user_id`);
        for (const r of inserted.rows) result.inserted.push({ id: Number(r.id), userId: Number(r.user_id) });
      }
      for (let i = 0; i < updates.length; i += 1000) {
        const part = updates.slice(i, i + 1000);
        await tx.execute(sql`
          UPDATE monitors m SET last = u.last
          FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS u(id int, last jsonb)
          WHERE m.id = u.id`);
      }
    });
    result.checked += items.length;
    result.raised += alerts.length;
    await opts.onBatch?.(result.checked);
    // Embedded PGlite answers without leaving the event loop: let requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return result;
}
