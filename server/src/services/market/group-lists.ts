import { sql } from 'drizzle-orm';
import type { report } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from './thumbs';
import { ratio, rows, typeFilter, windowOf } from './window';

export type Lang = 'zh' | 'en' | 'ru';
const nameColumn = (lang: Lang) => sql.raw(lang === 'en' ? 'c.name_en' : lang === 'ru' ? 'c.name_ru' : 'c.name_zh');

interface GroupArgs {
  db: Db;
  apiOrigin: string;
  latest: string;
  typeId: number | undefined;
  days: number;
  limit: number;
}

/** Shops whose sales in the window grew the most against the window before (with a volume floor). */
export async function mallSoaring(a: GroupArgs): Promise<report.SoaringShopRow[]> {
  const w = windowOf(a.latest, a.days);
  const found = await rows<{ id: number; name: string; cur: number; prev: number }>(
    a.db,
    sql`SELECT t.shop_id AS id, s.name, t.cur, t.prev FROM (
          SELECT shop_id, sum(sales) FILTER (WHERE day >= ${w.from})::float8 AS cur, sum(sales) FILTER (WHERE day <= ${w.prevTo})::float8 AS prev
          FROM goods_daily WHERE day BETWEEN ${w.prevFrom} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)}
          GROUP BY shop_id HAVING sum(sales) FILTER (WHERE day <= ${w.prevTo}) >= ${20 * a.days}) t
        JOIN shops s ON s.id = t.shop_id ORDER BY t.cur / t.prev DESC, t.shop_id LIMIT ${a.limit}`,
  );
  return found.map((r) => ({ mallId: r.id, thumbUrl: mediaUrl(a.apiOrigin, 'shop', r.id), mallName: r.name, sales: Math.round(Number(r.cur)), yesterdayGrowth: ratio(Number(r.cur), Number(r.prev)) }));
}

/** Categories by sales: the subcategories of `typeId`, or the top-level categories when absent. */
export async function hotSalesTypes(a: GroupArgs & { lang: Lang }): Promise<report.HotCategoryRow[]> {
  const w = windowOf(a.latest, a.days);
  const group = sql.raw(a.typeId === undefined ? 'type_id' : 'sub_type_id');
  const found = await rows<{ id: number; name: string; sales: number; gmv: number }>(
    a.db,
    sql`SELECT t.id, ${nameColumn(a.lang)} AS name, t.sales, t.gmv FROM (
          SELECT ${group} AS id, sum(sales)::float8 AS sales, sum(gmv)::float8 AS gmv FROM goods_daily
          WHERE day BETWEEN ${w.from} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)} GROUP BY ${group}) t
        JOIN categories c ON c.type_id = t.id ORDER BY t.sales DESC, t.id LIMIT ${a.limit}`,
  );
  return found.map((r) => ({ typeId: r.id, typeName: r.name, sales: Math.round(Number(r.sales)), gmv: Math.round(Number(r.gmv)) }));
}

/** The five subcategories of `typeId` with the largest GMV over 30 days, with their share of the parent. */
export async function dataTop5(a: Omit<GroupArgs, 'typeId' | 'days' | 'limit'> & { typeId: number; lang: Lang }): Promise<report.CategoryTopRow[]> {
  const w = windowOf(a.latest, 30);
  const found = await rows<{ id: number; name: string; sales: number; gmv: number; goods: number; total: number }>(
    a.db,
    sql`SELECT t.id, ${nameColumn(a.lang)} AS name, t.sales, t.gmv, t.goods, sum(t.gmv) OVER () AS total FROM (
          SELECT sub_type_id AS id, sum(sales)::float8 AS sales, sum(gmv)::float8 AS gmv, count(DISTINCT goods_id)::int AS goods
          FROM goods_daily WHERE day BETWEEN ${w.from} AND ${w.to} AND type_id = ${a.typeId} GROUP BY sub_type_id) t
        JOIN categories c ON c.type_id = t.id ORDER BY t.gmv DESC, t.id LIMIT 5`,
  );
  return found.map((r) => ({
    typeId: r.id, typeName: r.name, sales: Math.round(Number(r.sales)), gmv: Math.round(Number(r.gmv)), goodsCount: r.goods,
    share: Number(r.total) > 0 ? Math.round((Number(r.gmv) / Number(r.total)) * 1000) / 1000 : 0,
  }));
}

/** The ten brands with the most sales or GMV over the latest day or week. */
export async function brandTop10(a: Omit<GroupArgs, 'limit'> & { by: 'sales' | 'gmv' }): Promise<report.HotBrandRow[]> {
  const w = windowOf(a.latest, a.days);
  const order = sql.raw(a.by === 'gmv' ? 't.gmv' : 't.sales');
  const found = await rows<{ id: number; name: string; sales: number; gmv: number }>(
    a.db,
    sql`SELECT t.id, b.name, t.sales, t.gmv FROM (
          SELECT brand_id AS id, sum(sales)::float8 AS sales, sum(gmv)::float8 AS gmv FROM goods_daily
          WHERE day BETWEEN ${w.from} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)} GROUP BY brand_id) t
        JOIN brands b ON b.id = t.id ORDER BY ${order} DESC, t.id LIMIT 10`,
  );
  return found.map((r) => ({ brandId: r.id, brandImgUrl: mediaUrl(a.apiOrigin, 'brand', r.id), brandName: r.name, sales: Math.round(Number(r.sales)), gmv: Math.round(Number(r.gmv)) }));
}

/** Search words of the window ranked by heat, click heat or growth of heat (1, 2, 3). */
export async function keywordList(a: GroupArgs & { rankingType: 1 | 2 | 3 }): Promise<report.HotKeywordRow[]> {
  const w = windowOf(a.latest, a.days);
  const order = sql.raw(a.rankingType === 2 ? 't.click DESC' : a.rankingType === 3 ? 't.heat / t.prev DESC' : 't.heat DESC');
  const found = await rows<{ id: number; word: string; word_zh: string | null; heat: number; click: number; prev: number }>(
    a.db,
    sql`SELECT k.id, k.word, k.word_zh, t.heat, t.click, t.prev FROM (
          SELECT keyword_id, sum(heat) FILTER (WHERE day >= ${w.from})::float8 AS heat, sum(click_heat) FILTER (WHERE day >= ${w.from})::float8 AS click,
                 coalesce(sum(heat) FILTER (WHERE day <= ${w.prevTo}), 0)::float8 AS prev
          FROM keyword_daily WHERE day BETWEEN ${w.prevFrom} AND ${w.to}${typeFilter(sql`type_id`, a.typeId)}
          GROUP BY keyword_id HAVING coalesce(sum(heat) FILTER (WHERE day <= ${w.prevTo}), 0) > 0) t
        JOIN keywords k ON k.id = t.keyword_id ORDER BY ${order}, k.id LIMIT ${a.limit}`,
  );
  return found.map((r) => ({ keywordId: r.id, keyWord: r.word, keyWordZh: r.word_zh, heat: Math.round(Number(r.heat)), clickHeat: Math.round(Number(r.click)), growth: ratio(Number(r.heat), Number(r.prev)) }));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Search words containing `word` (case-insensitive) by heat over 30 days, with how many goods titles contain them. */
export async function officialNetSearch(a: { db: Db; latest: string; word: string; lang: Lang; limit: number }): Promise<report.OfficialSearchRow[]> {
  const w = windowOf(a.latest, 30);
  const pattern = likePattern(a.word.toLowerCase());
  const found = await rows<{ id: number; word: string; word_zh: string | null; word_en: string | null; heat: number; click: number; type_id: number; name: string; goods: number }>(
    a.db,
    sql`SELECT k.id, k.word, k.word_zh, k.word_en, t.heat, t.click, k.type_id, ${nameColumn(a.lang)} AS name,
               (SELECT count(*)::int FROM goods g WHERE lower(g.title) LIKE '%' || k.word || '%') AS goods
        FROM keywords k JOIN LATERAL (
          SELECT sum(heat)::float8 AS heat, sum(click_heat)::float8 AS click FROM keyword_daily d
          WHERE d.keyword_id = k.id AND d.day BETWEEN ${w.from} AND ${w.to}) t ON true
        JOIN categories c ON c.type_id = k.type_id
        WHERE (k.word LIKE ${pattern} OR lower(k.word_zh) LIKE ${pattern} OR lower(k.word_en) LIKE ${pattern}) ORDER BY t.heat DESC NULLS LAST, k.id LIMIT ${a.limit}`,
  );
  return found.map((r) => ({ keywordId: r.id, keyWord: r.word, keyWordZh: r.word_zh, keyWordEn: r.word_en, heat: Math.round(Number(r.heat ?? 0)), clickHeat: Math.round(Number(r.click ?? 0)), typeId: r.type_id, typeName: r.name, goodsCount: r.goods }));
}
