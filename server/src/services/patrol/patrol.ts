import { sql } from 'drizzle-orm';
import { monitor, type patrol as contract } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { givePlaces, takePlace } from '../seller-api/shops';
import { runPatrolCheck } from './check';
import { PatrolRefusal } from './refusal';

type Input = { kind: 'goods'; target: string } | { kind: 'shop'; shopId: number };

/** The goods id of what the member typed (an id or an Ozon goods link) that is in the index. */
async function goodsTarget(db: Db, text: string): Promise<number> {
  const parsed = monitor.parseTarget('goods', text);
  if (!parsed || !('id' in parsed)) throw new PatrolRefusal('badTarget');
  const [found] = await rows<{ id: number }>(db, sql`SELECT id FROM goods WHERE id = ${parsed.id}`);
  if (!found) throw new PatrolRefusal('notFound', { target: text.slice(0, 60) });
  return parsed.id;
}

/** Refuses a goods that none of the member's bound shops sells: the patrol guards the member's own cards. */
async function ensureOwnGoods(db: Db, userId: number, goodsId: number, text: string): Promise<void> {
  const [own] = await rows<{ sku: number }>(db, sql`SELECT sg.sku FROM seller_shop_goods sg JOIN seller_shops ss ON ss.id = sg.shop_id WHERE ss.user_id = ${userId} AND sg.sku = ${goodsId} LIMIT 1`);
  if (!own) throw new PatrolRefusal('notOwn', { target: text.slice(0, 60) });
}

/**
 * Starts patrolling one of the member's own goods (sold by a bound shop) or one of their bound shops within the tier's limit (a place is
 * taken in one conditional upsert with the insert, so parallel adds cannot pass it), then runs the
 * item's first check at once: sellers already on the cards are recorded as the starting point.
 */
export async function addPatrol(db: Db, userId: number, limits: { items: number; everyMinutes: number }, input: Input): Promise<{ id: number; used: number }> {
  let targetId: number;
  if (input.kind === 'goods') {
    targetId = await goodsTarget(db, input.target);
    await ensureOwnGoods(db, userId, targetId, input.target);
  } else {
    const [shop] = await rows<{ id: number }>(db, sql`SELECT id FROM seller_shops WHERE id = ${input.shopId} AND user_id = ${userId}`);
    if (!shop) throw new PatrolRefusal('notFound', { target: input.shopId });
    targetId = input.shopId;
  }
  class Duplicate extends Error {}
  let added: { id: number; used: number };
  try {
    added = await db.transaction(async (tx) => {
      const used = await takePlace(tx, userId, 'patrol', limits.items);
      if (used === undefined) throw new PatrolRefusal('limit', { limit: limits.items });
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO patrol_items (user_id, kind, target_id, every_minutes) VALUES (${userId}, ${input.kind}, ${targetId}, ${limits.everyMinutes})
        ON CONFLICT (user_id, kind, target_id) DO NOTHING RETURNING id`);
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Duplicate();
      return { id: Number(id), used };
    });
  } catch (err) {
    if (err instanceof Duplicate) throw new PatrolRefusal('duplicate');
    throw err;
  }
  await runPatrolCheck(db, { itemIds: [added.id] });
  return added;
}

/** Stops patrolling an item and gives its place back; null when it is not theirs. */
export async function removePatrol(db: Db, userId: number, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const removed = await tx.execute(sql`DELETE FROM patrol_items WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
    if (!removed.rows.length) return null;
    return givePlaces(tx, userId, 'patrol', 1);
  });
}

/** The member's patrol items with the goods they cover and the follow-sellers on them now. */
export async function listPatrol(db: Db, userId: number): Promise<{ list: contract.PatrolItem[]; used: number }> {
  const found = await rows<{ id: number; kind: 'goods' | 'shop'; target_id: number; name: string | null; goods: number; followers: number; last_check_at: string | null; next_check_at: string }>(
    db,
    sql`WITH covered AS (
          SELECT p.id AS item_id, p.target_id AS goods_id FROM patrol_items p WHERE p.user_id = ${userId} AND p.kind = 'goods'
          UNION ALL
          SELECT p.id, sg.sku FROM patrol_items p JOIN seller_shop_goods sg ON sg.shop_id = p.target_id JOIN goods g ON g.id = sg.sku
          WHERE p.user_id = ${userId} AND p.kind = 'shop')
        SELECT p.id, p.kind, p.target_id, CASE WHEN p.kind = 'goods' THEN g.title ELSE s.name END AS name,
               (SELECT count(*)::int FROM covered c WHERE c.item_id = p.id) AS goods,
               (SELECT count(*)::int FROM covered c JOIN patrol_cases pc ON pc.goods_id = c.goods_id AND pc.user_id = ${userId} AND pc.ended_at IS NULL WHERE c.item_id = p.id) AS followers,
               p.last_check_at::text, p.next_check_at::text
        FROM patrol_items p
        LEFT JOIN goods g ON p.kind = 'goods' AND g.id = p.target_id
        LEFT JOIN seller_shops s ON p.kind = 'shop' AND s.id = p.target_id
        WHERE p.user_id = ${userId} ORDER BY p.id DESC`,
  );
  const [usage] = await rows<{ used: number }>(db, sql`SELECT used FROM member_usage WHERE user_id = ${userId} AND kind = 'patrol'`);
  return {
    used: Number(usage?.used ?? 0),
    list: found.map((p) => ({
      id: Number(p.id),
      kind: p.kind,
      targetId: Number(p.target_id),
      name: p.name ?? String(p.target_id),
      goodsCount: Number(p.goods),
      followers: Number(p.followers),
      lastCheckAt: p.last_check_at ? new Date(p.last_check_at).toISOString() : null,
      nextCheckAt: new Date(p.next_check_at).toISOString(),
    })),
  };
}

type CaseRecord = { id: number; goods_id: number; title: string | null; seller_id: number; seller_name: string | null; last_price: number; own_price: number; first_price: number; first_seen_at: string; last_seen_at: string; ended_at: string | null; baseline: boolean; episode: number };

const caseOf = (c: CaseRecord): contract.Case => ({
  id: Number(c.id),
  goodsId: Number(c.goods_id),
  title: c.title ?? String(c.goods_id),
  sellerId: Number(c.seller_id),
  sellerName: c.seller_name ?? String(c.seller_id),
  price: Number(c.last_price),
  ownPrice: Number(c.own_price),
  firstPrice: Number(c.first_price),
  firstSeenAt: new Date(c.first_seen_at).toISOString(),
  lastSeenAt: new Date(c.last_seen_at).toISOString(),
  endedAt: c.ended_at ? new Date(c.ended_at).toISOString() : null,
  baseline: Boolean(c.baseline),
  episode: Number(c.episode),
});

const CASE_COLUMNS = sql`c.id, c.goods_id, g.title, c.seller_id, s.name AS seller_name, c.last_price, c.own_price, c.first_price, c.first_seen_at::text, c.last_seen_at::text, c.ended_at::text, c.baseline, c.episode`;

/** The member's follow-sell cases, active first then newest. */
export async function listCases(db: Db, userId: number, q: { status: 'active' | 'all'; pageNum: number; pageSize: number }) {
  const filter = q.status === 'active' ? sql` AND c.ended_at IS NULL` : sql``;
  const found = await rows<CaseRecord>(
    db,
    sql`SELECT ${CASE_COLUMNS} FROM patrol_cases c LEFT JOIN goods g ON g.id = c.goods_id LEFT JOIN shops s ON s.id = c.seller_id
        WHERE c.user_id = ${userId}${filter} ORDER BY (c.ended_at IS NULL) DESC, c.last_seen_at DESC, c.id DESC
        LIMIT ${q.pageSize} OFFSET ${(q.pageNum - 1) * q.pageSize}`,
  );
  const [total] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM patrol_cases c WHERE c.user_id = ${userId}${filter}`);
  return { list: found.map(caseOf), total: Number(total?.n ?? 0) };
}

/** One case of the member and its evidence, newest first. */
export async function caseDetail(db: Db, userId: number, id: number) {
  const [found] = await rows<CaseRecord>(
    db,
    sql`SELECT ${CASE_COLUMNS} FROM patrol_cases c LEFT JOIN goods g ON g.id = c.goods_id LEFT JOIN shops s ON s.id = c.seller_id WHERE c.id = ${id} AND c.user_id = ${userId}`,
  );
  if (!found) throw new PatrolRefusal('notFound', { target: id });
  const evidence = await rows<{ checked_at: string; price: number; own_price: number; status: 'seen' | 'left' }>(
    db,
    sql`SELECT checked_at::text, price, own_price, status FROM patrol_evidence WHERE case_id = ${id} ORDER BY id DESC LIMIT 500`,
  );
  return { case: caseOf(found), evidence: evidence.map((e) => ({ checkedAt: new Date(e.checked_at).toISOString(), price: Number(e.price), ownPrice: Number(e.own_price), status: e.status })) };
}

/** Evidence rows of every case of the member for export, newest first, at most `limit`. */
export async function evidenceRows(db: Db, userId: number, limit: number): Promise<{ list: contract.EvidenceRow[]; truncated: boolean }> {
  const found = await rows<{ case_id: number; goods_id: number; title: string | null; seller_id: number; seller_name: string | null; first_seen_at: string; checked_at: string; price: number; own_price: number; status: 'seen' | 'left' }>(
    db,
    sql`SELECT e.case_id, c.goods_id, g.title, c.seller_id, s.name AS seller_name, c.first_seen_at::text, e.checked_at::text, e.price, e.own_price, e.status
        FROM patrol_evidence e JOIN patrol_cases c ON c.id = e.case_id LEFT JOIN goods g ON g.id = c.goods_id LEFT JOIN shops s ON s.id = c.seller_id
        WHERE c.user_id = ${userId} ORDER BY e.id DESC LIMIT ${limit + 1}`,
  );
  return {
    truncated: found.length > limit,
    list: found.slice(0, limit).map((r) => ({
      caseId: Number(r.case_id),
      goodsId: Number(r.goods_id),
      title: r.title ?? String(r.goods_id),
      sellerId: Number(r.seller_id),
      sellerName: r.seller_name ?? String(r.seller_id),
      firstSeenAt: new Date(r.first_seen_at).toISOString(),
      checkedAt: new Date(r.checked_at).toISOString(),
      price: Number(r.price),
      ownPrice: Number(r.own_price),
      status: r.status,
    })),
  };
}
