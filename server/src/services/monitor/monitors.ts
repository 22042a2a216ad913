import { sql } from 'drizzle-orm';
import { monitor as contract } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import type { MonitorFigures, MonitorKind, MonitorRules } from '../../db/schema/monitor';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { figuresOf, keywordIdOf, previousFiguresOf, sparksOf } from './figures';

/** A monitor call refused for a business reason (MONITOR_CODES). */
export class MonitorRefusal extends Error {
  constructor(
    readonly key: keyof typeof contract.MONITOR_CODES,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** Rules a new item starts with; the member changes them on the monitor page. */
export const DEFAULT_RULES: Record<MonitorKind, MonitorRules> = {
  goods: { priceUp: 5, priceDown: 5, outOfStock: true },
  shop: { salesUp: 30, salesDown: 30 },
  keyword: { position: 5 },
};

const latestOf = async (db: Db) => (await rows<{ day: string | null }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`))[0]?.day ?? null;
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Resolves what the member typed to an id in the index. */
export async function resolveTarget(db: Db, kind: MonitorKind, text: string): Promise<number> {
  const parsed = contract.parseTarget(kind, text);
  if (!parsed) throw new MonitorRefusal('badTarget');
  const id = 'id' in parsed ? parsed.id : await keywordIdOf(db, parsed.word);
  if (id === null) throw new MonitorRefusal('notFound', { target: text.slice(0, 60) });
  const table = sql.raw(kind === 'goods' ? 'goods' : kind === 'shop' ? 'shops' : 'keywords');
  const [found] = await rows<{ id: number }>(db, sql`SELECT id FROM ${table} WHERE id = ${id}`);
  if (!found) throw new MonitorRefusal('notFound', { target: text.slice(0, 60) });
  return id;
}

/**
 * Adds a monitored item within the tier's limit: the usage counter moves in one conditional upsert
 * (concurrent adds cannot pass the limit), the item is inserted in the same transaction, and a
 * duplicate rolls both back.
 */
export async function addMonitor(db: Db, userId: number, limit: number, input: { kind: MonitorKind; target: string; tags?: string[] | undefined }): Promise<{ id: number; used: number }> {
  const targetId = await resolveTarget(db, input.kind, input.target);
  const day = await latestOf(db);
  const figures = day ? (await figuresOf(db, input.kind, [targetId], day)).get(targetId) : undefined;
  const baseline: MonitorFigures | null = figures ? { day: figures.day, price: figures.price, sales: figures.sales, rank: figures.rank } : null;
  const tags = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  class Duplicate extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const usage = await tx.execute<{ used: number }>(sql`
        INSERT INTO monitor_usage (user_id, used) SELECT ${userId}, 1 WHERE ${limit} > 0
        ON CONFLICT (user_id) DO UPDATE SET used = monitor_usage.used + 1 WHERE monitor_usage.used < ${limit}
        RETURNING used`);
      const used = usage.rows[0]?.used;
      if (used === undefined) throw new MonitorRefusal('limit', { limit });
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO monitors (user_id, kind, target_id, tags, rules, baseline, last)
        VALUES (${userId}, ${input.kind}, ${targetId}, ${`{${tags.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`}::text[],
                ${JSON.stringify(DEFAULT_RULES[input.kind])}::jsonb, ${baseline ? JSON.stringify(baseline) : null}::jsonb, ${baseline ? JSON.stringify(baseline) : null}::jsonb)
        ON CONFLICT (user_id, kind, target_id) DO NOTHING RETURNING id`);
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Duplicate();
      return { id: Number(id), used: Number(used) };
    });
  } catch (err) {
    if (err instanceof Duplicate) throw new MonitorRefusal('duplicate');
    throw err;
  }
}

/** Removes one of the member's items and gives its place back; false when it is not theirs. */
export async function removeMonitor(db: Db, userId: number, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const removed = await tx.execute<{ id: number }>(sql`DELETE FROM monitors WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
    if (!removed.rows.length) return null;
    const usage = await tx.execute<{ used: number }>(sql`UPDATE monitor_usage SET used = GREATEST(0, used - 1) WHERE user_id = ${userId} RETURNING used`);
    return Number(usage.rows[0]?.used ?? 0);
  });
}

/** Changes tags and rules of one of the member's items; false when it is not theirs. */
export async function updateMonitor(db: Db, userId: number, id: number, input: { tags?: string[] | undefined; rules?: MonitorRules | undefined }): Promise<boolean> {
  const sets = [];
  if (input.tags) {
    const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
    sets.push(sql`tags = ${`{${tags.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`}::text[]`);
  }
  if (input.rules) sets.push(sql`rules = ${JSON.stringify(input.rules)}::jsonb`);
  if (!sets.length) return (await rows(db, sql`SELECT id FROM monitors WHERE id = ${id} AND user_id = ${userId}`)).length > 0;
  const found = await rows(db, sql`UPDATE monitors SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
  return found.length > 0;
}

/** The member's items of one kind with their figures today, yesterday and when added, and a 14-day sparkline. */
export async function listMonitors(db: Db, userId: number, kind: MonitorKind, tag: string | undefined, apiOrigin: string) {
  const day = await latestOf(db);
  const items = await rows<{ id: number; target_id: number; tags: string[]; rules: MonitorRules; baseline: MonitorFigures | null; created_at: string }>(
    db,
    sql`SELECT id, target_id, tags, rules, baseline, created_at::text FROM monitors WHERE user_id = ${userId} AND kind = ${kind}
        ${tag ? sql`AND ${tag} = ANY(tags)` : sql``} ORDER BY id DESC`,
  );
  const ids = items.map((m) => Number(m.target_id));
  const [cur, prev, sparks] = day
    ? await Promise.all([figuresOf(db, kind, ids, day), previousFiguresOf(db, kind, ids, previousDay(day)), sparksOf(db, kind, ids, day)])
    : [new Map(), new Map(), new Map()];
  const allTags = await rows<{ tag: string }>(db, sql`SELECT DISTINCT unnest(tags) AS tag FROM monitors WHERE user_id = ${userId} ORDER BY 1`);
  const [usage] = await rows<{ used: number }>(db, sql`SELECT used FROM monitor_usage WHERE user_id = ${userId}`);
  return {
    latestDay: day ?? '',
    used: Number(usage?.used ?? 0),
    tags: allTags.map((t) => t.tag),
    list: items.map((m): contract.MonitorRow => {
      const id = Number(m.target_id);
      const c = cur.get(id);
      return {
        id: Number(m.id),
        kind,
        targetId: id,
        name: c?.name ?? String(id),
        thumbUrl: kind === 'keyword' ? '' : mediaUrl(apiOrigin, kind, id),
        tags: m.tags ?? [],
        rules: m.rules,
        current: c ? { day: c.day, price: c.price, sales: c.sales, rank: c.rank } : null,
        yesterday: prev.get(id) ?? null,
        baseline: m.baseline,
        spark: sparks.get(id) ?? [],
        createdAt: new Date(m.created_at).toISOString(),
      };
    }),
  };
}
