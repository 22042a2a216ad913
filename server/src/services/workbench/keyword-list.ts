import { sql, type SQL } from 'drizzle-orm';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import type { ResolvedWindow } from './access';
import { categoryCondition, comparable, growthOf, nameColumn, num, orderBy, range, translatedOf, type KeywordQuery, type ListArgs, type Paged } from './list-query';

// ---- Keywords ----

export async function keywordSource(db: Db, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT keyword_id, type_id, heat, click_heat, prev_heat, growth, goods_count FROM keyword_window kw
               WHERE window_days = ${w.fixed}${await categoryCondition(db, 'kw', typeId, 'keywords')}`;
  }
  return sql`SELECT t.keyword_id, k.type_id, t.heat, t.click_heat, t.prev_heat, CASE WHEN ${comparable(w, sql`t.prev_heat`, 'searchers')} THEN t.heat::float8 / t.prev_heat END AS growth,
                    coalesce((SELECT max(goods_count) FROM keyword_window c WHERE c.keyword_id = t.keyword_id), 0) AS goods_count
             FROM (SELECT d.keyword_id, coalesce(sum(d.heat) FILTER (WHERE d.day >= ${w.from}), 0)::int AS heat,
                          coalesce(sum(d.click_heat) FILTER (WHERE d.day >= ${w.from}), 0)::int AS click_heat,
                          coalesce(sum(d.heat) FILTER (WHERE d.day < ${w.from}), 0)::int AS prev_heat
                   FROM keyword_daily d JOIN keywords k0 ON k0.id = d.keyword_id
                   WHERE d.day BETWEEN ${w.prevFrom} AND ${w.to}${await categoryCondition(db, 'k0', typeId, 'keywords')}
                   GROUP BY d.keyword_id HAVING count(*) FILTER (WHERE d.day >= ${w.from}) > 0) t
             JOIN keywords k ON k.id = t.keyword_id`;
}

const KEYWORD_SORT: Record<(typeof workbench.KEYWORD_SORTS)[number], string> = {
  heat: 'heat',
  clickHeat: 'click_heat',
  conversion: 'click_heat::float8 / NULLIF(heat, 0)',
  growth: 'growth',
  goodsCount: 'goods_count',
  // A word searched for with no competing goods at all is the bluest ocean: it sorts above every ratio.
  blueOcean: "CASE WHEN goods_count = 0 AND heat > 0 THEN 'Infinity'::float8 ELSE heat::float8 / NULLIF(goods_count, 0) END",
};

export async function keywordPage(a: ListArgs & { q: KeywordQuery }): Promise<Paged<workbench.KeywordRow>> {
  const { q } = a;
  const where = sql`true${range(sql`s.heat`, q.heatMin, q.heatMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}`;
  const source = await keywordSource(a.db, a.w, a.typeId);
  const sortOf = (alias: string) => sql.raw(KEYWORD_SORT[q.sort].replace(/\b(heat|click_heat|growth|goods_count)\b/g, `${alias}.$1`));
  const [count] = await rows<{ n: number }>(a.db, sql`SELECT count(*)::int AS n FROM (${source}) s WHERE ${where}`);
  const found = a.limit === 0 ? [] : await rows<{ keyword_id: number; type_id: number; heat: number; click_heat: number; growth: number | null; goods_count: number; word: string; word_zh: string | null; word_en: string | null; type_name: string }>(
    a.db,
    sql`SELECT p.*, k.word, k.word_zh, k.word_en, ${nameColumn(a.lang, 'c')} AS type_name
        FROM (SELECT s.* FROM (${source}) s WHERE ${where} ORDER BY ${orderBy(sortOf('s'), a.order, sql`s.keyword_id`)} LIMIT ${a.limit} OFFSET ${a.offset}) p
        JOIN keywords k ON k.id = p.keyword_id JOIN categories c ON c.type_id = p.type_id
        ORDER BY ${orderBy(sortOf('p'), a.order, sql`p.keyword_id`)}`,
  );
  return {
    matched: count?.n ?? 0,
    list: found.map((r) => {
      const heat = num(r.heat);
      const goods = num(r.goods_count);
      return {
        keywordId: r.keyword_id, keyword: r.word, keywordZh: r.word_zh ?? null, keywordTranslated: translatedOf(a.lang, r.word, r.word_zh, r.word_en), typeId: r.type_id, typeName: r.type_name, heat, clickHeat: num(r.click_heat),
        conversion: heat > 0 ? Math.round((num(r.click_heat) / heat) * 10_000) / 10_000 : 0,
        growth: growthOf(r.growth), goodsCount: goods, blueOcean: goods > 0 ? Math.round((heat / goods) * 10) / 10 : null,
      };
    }),
  };
}
