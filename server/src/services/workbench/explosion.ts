import { sql } from 'drizzle-orm';
import { EXPLOSION } from '@marketlens/core/constants';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import { Refusal, type ResolvedWindow } from './access';
import { translatedOf } from './list-query';
import { categoryCondition, nameColumn, type Paged } from './lists';

type Lang = 'zh' | 'en' | 'ru';
const { recentDays, baselineDays } = EXPLOSION;

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The recent days of a check as a window (the honest-numbers note and the tier's history read it). */
export function checkWindow(latest: string, day: string): ResolvedWindow {
  const from = shift(day, -(recentDays - 1));
  return { latest, from, to: day, prevFrom: shift(from, -baselineDays), prevTo: shift(from, -1), days: recentDays, fixed: null };
}

interface CheckDb extends Record<string, unknown> {
  id: number; type_id: number | null; type_name: string | null; day: string; multiple: number; min_daily: number; found: number; created_at: string | Date;
}

function checkOf(r: CheckDb): workbench.ExplosionCheck {
  return {
    checkId: r.id, typeId: r.type_id, typeName: r.type_name ?? '', day: String(r.day).slice(0, 10), multiple: Number(r.multiple), minDaily: Number(r.min_daily),
    found: Number(r.found), createdAt: new Date(r.created_at).toISOString(),
  };
}

const checkColumns = (lang: Lang) =>
  sql`c.id, c.type_id, ${nameColumn(lang, 'cat')} AS type_name, c.day::text AS day, c.multiple, c.min_daily, c.found, c.created_at`;

/**
 * Runs a detection and records it, in one statement: goods of the scope listed before the baseline
 * whose average over the recent days reaches the multiple of their own baseline median (a day
 * without an observation counts as no sale) and the minimum daily volume.
 */
export async function runCheck(db: Db, a: { userId: number; typeId: number | undefined; day: string; multiple: number; minDaily: number; lang: Lang }): Promise<workbench.ExplosionCheck> {
  const recentFrom = shift(a.day, -(recentDays - 1));
  const baseFrom = shift(recentFrom, -baselineDays);
  const baseTo = shift(recentFrom, -1);
  const [r] = await rows<CheckDb>(
    db,
    sql`WITH recent AS (
          SELECT d.goods_id, sum(d.sales)::int AS sales
          FROM goods_daily d JOIN goods g ON g.id = d.goods_id AND g.listed_on <= ${baseFrom}::date
          WHERE d.day BETWEEN ${recentFrom}::date AND ${a.day}::date${await categoryCondition(db, 'd', a.typeId)}
          GROUP BY d.goods_id
          HAVING sum(d.sales) >= ${a.minDaily * recentDays}
        ), scored AS (
          SELECT r.goods_id, r.sales, r.sales::float8 / ${recentDays} AS recent,
                 (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY coalesce(b.sales, 0))
                  FROM generate_series(${baseFrom}::date, ${baseTo}::date, interval '1 day') AS s(day)
                  LEFT JOIN goods_daily b ON b.goods_id = r.goods_id AND b.day = s.day::date
                       AND b.day BETWEEN ${baseFrom}::date AND ${baseTo}::date) AS median
          FROM recent r
        ), hits AS (
          SELECT * FROM scored WHERE recent >= ${a.multiple} * median
        ), c AS (
          INSERT INTO explosion_checks (user_id, type_id, day, multiple, min_daily, found, hits)
          SELECT ${a.userId}, ${a.typeId ?? null}, ${a.day}::date, ${a.multiple}, ${a.minDaily}, count(*)::int,
                 coalesce(jsonb_agg(jsonb_build_object('goodsId', goods_id, 'recent', round(recent::numeric, 2), 'median', median, 'sales', sales)
                          ORDER BY recent / greatest(median, 1) DESC, goods_id), '[]'::jsonb)
          FROM hits
          RETURNING *
        )
        SELECT ${checkColumns(a.lang)} FROM c LEFT JOIN categories cat ON cat.type_id = c.type_id`,
  );
  if (!r) throw new Error('explosion check not recorded');
  return checkOf(r);
}

/** One of the member's checks; another member's or an unknown id is refused. */
export async function checkOfMember(db: Db, userId: number, checkId: number, lang: Lang): Promise<workbench.ExplosionCheck> {
  const [r] = await rows<CheckDb>(
    db,
    sql`SELECT ${checkColumns(lang)} FROM explosion_checks c LEFT JOIN categories cat ON cat.type_id = c.type_id WHERE c.id = ${checkId} AND c.user_id = ${userId}`,
  );
  if (!r) throw new Refusal('checkNotFound', { id: checkId });
  return checkOf(r);
}

const SORT: Record<(typeof workbench.EXPLOSION_SORTS)[number], string> = {
  // A median below one unit counts as one, so goods rising from nothing rank by their volume, not first.
  ratio: 'h.recent / greatest(h.median, 1)',
  recent: 'h.recent',
  median: 'h.median',
  price: 'g.price',
  sales: 'h.sales',
};

interface HitDb extends Record<string, unknown> {
  goods_id: number; recent: number; median: number; sales: number; title: string; title_zh: string | null; title_en: string | null; price: number; type_id: number; sub_type_id: number; shop_id: number; brand_id: number;
  shop_name: string; brand_name: string; type_name: string; sub_name: string;
}

function hitOf(r: HitDb, lang: Lang, apiOrigin: string): workbench.ExplosionRow {
  const median = Number(r.median);
  const recent = Number(r.recent);
  return {
    goods: {
      goodsId: r.goods_id, title: r.title, titleTranslated: translatedOf(lang, r.title, r.title_zh, r.title_en), thumbUrl: mediaUrl(apiOrigin, 'goods', r.goods_id), typeId: r.type_id, typeName: r.type_name, subTypeId: r.sub_type_id,
      subTypeName: r.sub_name, shopId: r.shop_id, shopName: r.shop_name, brandId: r.brand_id, brandName: r.brand_name, price: Number(r.price),
    },
    recent,
    median,
    ratio: median > 0 ? Math.round((recent / median) * 10) / 10 : null,
    sales: Number(r.sales),
  };
}

/** The goods a check found, sorted and paged in the database. */
export async function checkHits(
  db: Db,
  a: { checkId: number; sort: (typeof workbench.EXPLOSION_SORTS)[number]; order: 'asc' | 'desc'; offset: number; limit: number; lang: Lang; apiOrigin: string; goodsId?: number },
): Promise<Paged<workbench.ExplosionRow>> {
  const [count] = await rows<{ n: number }>(db, sql`SELECT found AS n FROM explosion_checks WHERE id = ${a.checkId}`);
  const found = a.limit === 0 ? [] : await rows<HitDb>(
    db,
    sql`SELECT h."goodsId" AS goods_id, h.recent, h.median, h.sales, g.title, g.title_zh, g.title_en, g.price, g.type_id, g.sub_type_id, g.shop_id, g.brand_id,
               sh.name AS shop_name, b.name AS brand_name, ${nameColumn(a.lang, 'c1')} AS type_name, ${nameColumn(a.lang, 'c2')} AS sub_name
        FROM explosion_checks c CROSS JOIN LATERAL jsonb_to_recordset(c.hits) AS h("goodsId" int, recent float8, median float8, sales int)
        JOIN goods g ON g.id = h."goodsId" JOIN shops sh ON sh.id = g.shop_id JOIN brands b ON b.id = g.brand_id
        JOIN categories c1 ON c1.type_id = g.type_id JOIN categories c2 ON c2.type_id = g.sub_type_id
        WHERE c.id = ${a.checkId}${a.goodsId === undefined ? sql`` : sql` AND h."goodsId" = ${a.goodsId}`}
        ORDER BY ${sql.raw(SORT[a.sort])} ${sql.raw(a.order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST, h."goodsId"
        LIMIT ${a.limit} OFFSET ${a.offset}`,
  );
  return { list: found.map((r) => hitOf(r, a.lang, a.apiOrigin)), matched: count?.n ?? 0 };
}

/**
 * The daily units of one goods over a check's baseline and recent days (null: no observation that day).
 * The goods' days are read once by their range, which reads only those months' partitions.
 */
export async function checkSeries(db: Db, goodsId: number, day: string): Promise<{ day: string; sales: number | null; recent: boolean }[]> {
  const recentFrom = shift(day, -(recentDays - 1));
  const found = await rows<{ day: string; sales: number | null }>(
    db,
    sql`SELECT s.day::date::text AS day, d.sales
        FROM generate_series(${shift(recentFrom, -baselineDays)}::date, ${day}::date, interval '1 day') AS s(day)
        LEFT JOIN (SELECT day, sales FROM goods_daily WHERE goods_id = ${goodsId} AND day BETWEEN ${shift(recentFrom, -baselineDays)}::date AND ${day}::date) d
          ON d.day = s.day::date
        ORDER BY s.day`,
  );
  return found.map((r) => ({ day: r.day, sales: r.sales === null ? null : Number(r.sales), recent: r.day >= recentFrom }));
}

/** The member's checks, newest first. */
export async function checkHistory(db: Db, userId: number, a: { offset: number; limit: number; lang: Lang }): Promise<Paged<workbench.ExplosionCheck>> {
  const [count] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM explosion_checks WHERE user_id = ${userId}`);
  const found = await rows<CheckDb>(
    db,
    sql`SELECT ${checkColumns(a.lang)} FROM explosion_checks c LEFT JOIN categories cat ON cat.type_id = c.type_id
        WHERE c.user_id = ${userId} ORDER BY c.id DESC LIMIT ${a.limit} OFFSET ${a.offset}`,
  );
  return { list: found.map(checkOf), matched: count?.n ?? 0 };
}
