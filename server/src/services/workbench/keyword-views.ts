import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import type { ResolvedWindow } from './access';
import { growthFloor } from './growth';
import { translatedOf } from './list-query';
import { goodsPage, goodsSource, keywordSource, nameColumn } from './lists';
import { comparable, goodsDetail, num, type Lang } from './views';

/** One search word: heat and add-to-cart per day, rank by heat in its category, best-selling goods whose title contains it. */
export async function keywordDetail(db: Db, w: ResolvedWindow, keywordId: number, lang: Lang, apiOrigin: string) {
  const [k] = await rows<{ id: number; word: string; word_zh: string | null; word_en: string | null; type_id: number; type_name: string; goods_count: number | null }>(
    db,
    sql`SELECT k.id, k.word, k.word_zh, k.word_en, k.type_id, ${nameColumn(lang, 'c')} AS type_name,
               (SELECT max(goods_count) FROM keyword_window kw WHERE kw.keyword_id = k.id) AS goods_count
        FROM keywords k JOIN categories c ON c.type_id = k.type_id WHERE k.id = ${keywordId}`,
  );
  if (!k) return null;
  const daily = await rows<{ day: string; heat: number; click_heat: number }>(
    db,
    sql`SELECT day::text AS day, heat, click_heat FROM keyword_daily WHERE keyword_id = ${keywordId} AND day BETWEEN ${w.prevFrom} AND ${w.to} ORDER BY day`,
  );
  const current = daily.filter((d) => d.day >= w.from);
  const heat = current.reduce((total, d) => total + num(d.heat), 0);
  const clickHeat = current.reduce((total, d) => total + num(d.click_heat), 0);
  const prevHeat = daily.filter((d) => d.day < w.from).reduce((total, d) => total + num(d.heat), 0);
  const [rank] = await rows<{ rank: number; total: number }>(
    db,
    sql`SELECT (count(*) FILTER (WHERE s.heat > ${heat}))::int + 1 AS rank, count(*)::int AS total FROM (${await keywordSource(db, w, k.type_id)}) s`,
  );
  const goods = await goodsPage({
    db, w, typeId: k.type_id, order: 'desc', offset: 0, limit: 10, lang, apiOrigin,
    q: { sort: 'sales', order: 'desc', days: w.fixed ?? 30, pageNum: 1, pageSize: 10 },
    extra: sql` AND s.goods_id IN (SELECT id FROM goods WHERE type_id = ${k.type_id} AND position(${k.word} IN lower(title)) > 0)`,
  });
  const goodsCount = num(k.goods_count);
  return {
    keyword: {
      keywordId: k.id, keyword: k.word, keywordZh: k.word_zh, keywordTranslated: translatedOf(lang, k.word, k.word_zh, k.word_en), typeId: k.type_id, typeName: k.type_name, heat, clickHeat, prevHeat,
      conversion: heat > 0 ? Math.round((clickHeat / heat) * 10_000) / 10_000 : 0,
      growth: (await comparable(db, w)) && prevHeat >= growthFloor('searchers', w.days) ? Math.round((heat / prevHeat) * 100) / 100 : null,
      goodsCount, blueOcean: goodsCount > 0 ? Math.round((heat / goodsCount) * 10) / 10 : null,
    },
    series: current.map((d) => ({ day: d.day, heat: num(d.heat), clickHeat: num(d.click_heat) })),
    rank: heat > 0 ? (rank?.rank ?? null) : null,
    rankOf: rank?.total ?? 0,
    goods: goods.list,
  };
}

/**
 * Reverse keyword lookup: for each goods, the search words of its category its title holds, with the
 * word's heat and the goods' organic position among the goods holding the word, by units sold.
 */
export async function keywordReverse(db: Db, w: ResolvedWindow, goodsIds: number[], lang: Lang, apiOrigin: string) {
  const ids = sql.join(goodsIds.map((id) => sql`${id}`), sql`, `);
  const found = await goodsPage({
    db, w, typeId: undefined, order: 'desc', offset: 0, limit: goodsIds.length, lang, apiOrigin,
    q: { sort: 'sales', order: 'desc', days: w.fixed ?? 30, pageNum: 1, pageSize: goodsIds.length },
    extra: sql` AND s.goods_id IN (${ids})`,
  });
  // Goods without sales in the window still get their words (position among the goods that sold).
  const known = new Set(found.list.map((g) => g.goodsId));
  const rest = goodsIds.filter((id) => !known.has(id));
  const quiet = [];
  for (const id of rest) {
    const view = await goodsDetail(db, w, id, lang, apiOrigin);
    if (view) quiet.push(view.goods);
  }
  const goods = [...found.list, ...quiet];
  if (!goods.length) return { list: [], missing: goodsIds };
  const words = await rows<{ goods_id: number; keyword_id: number; word: string; word_zh: string | null; word_en: string | null; heat: number | null; growth: number | null; position: number; competing: number }>(
    db,
    sql`WITH s AS (${await goodsSource(db, w, undefined)}),
             pairs AS (SELECT g.id AS goods_id, g.type_id, k.id AS keyword_id, k.word FROM goods g
                       JOIN keywords k ON k.type_id = g.type_id AND position(k.word IN lower(g.title)) > 0 WHERE g.id IN (${ids})),
             ranked AS (SELECT p.goods_id, p.keyword_id, p.word,
                               (count(*) FILTER (WHERE coalesce(sc.sales, 0) > coalesce(sp.sales, 0)))::int + 1 AS position, count(*)::int AS competing
                        FROM pairs p JOIN goods c ON c.type_id = p.type_id AND position(p.word IN lower(c.title)) > 0
                        LEFT JOIN s sc ON sc.goods_id = c.id LEFT JOIN s sp ON sp.goods_id = p.goods_id
                        GROUP BY p.goods_id, p.keyword_id, p.word)
        SELECT r.*, k.word_zh, k.word_en, ks.heat, ks.growth FROM ranked r JOIN keywords k ON k.id = r.keyword_id
        LEFT JOIN (${await keywordSource(db, w, undefined)}) ks ON ks.keyword_id = r.keyword_id
        ORDER BY r.goods_id, ks.heat DESC NULLS LAST, r.keyword_id`,
  );
  return {
    list: goods.map((g) => ({
      goods: g,
      words: words
        .filter((r) => r.goods_id === g.goodsId)
        .map((r) => ({
          keywordId: r.keyword_id, keyword: r.word, keywordTranslated: translatedOf(lang, r.word, r.word_zh, r.word_en), heat: num(r.heat),
          growth: r.growth === null || r.growth === undefined ? null : Math.round(Number(r.growth) * 100) / 100,
          position: num(r.position), competing: num(r.competing),
        })),
    })),
    missing: goodsIds.filter((id) => !goods.some((g) => g.goodsId === id)),
  };
}
