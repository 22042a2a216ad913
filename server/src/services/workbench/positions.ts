import { sql } from 'drizzle-orm';
import { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { shiftDay } from '../seller-api/sync-state';
import type { ResolvedWindow } from './access';

interface WordRow extends Record<string, unknown> {
  id: number;
  word: string;
  word_zh: string | null;
  heat: number;
  observed: boolean;
}

const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) out.push(day);
  return out;
};

/**
 * A goods' place for its search words over the window, day by day. The words: those seen with the
 * goods on Ozon's result pages, then those of its category its title contains, hottest first (at most
 * POSITION_WORDS). A word with observed places gives them as seen; otherwise the place is estimated
 * as Ozon's default ranking mostly is: the goods' rank by its last seven days' units among the goods
 * of the word's category whose title holds the word. Null when the goods is unknown.
 */
export async function goodsPositions(db: Db, w: ResolvedWindow, goodsId: number): Promise<workbench.GoodsWordPositions[] | null> {
  const [goods] = await rows<{ id: number }>(db, sql`SELECT id FROM goods WHERE id = ${goodsId}`);
  if (!goods) return null;
  const words = await rows<WordRow>(
    db,
    sql`SELECT k.id, k.word, k.word_zh, coalesce(kw.heat, 0)::int AS heat, (o.keyword_id IS NOT NULL) AS observed
        FROM keywords k
        JOIN goods g ON g.id = ${goodsId}
        LEFT JOIN (SELECT DISTINCT keyword_id FROM keyword_positions WHERE goods_id = ${goodsId} AND day BETWEEN ${w.from} AND ${w.to}) o ON o.keyword_id = k.id
        LEFT JOIN keyword_window kw ON kw.keyword_id = k.id AND kw.window_days = 30
        WHERE o.keyword_id IS NOT NULL OR (k.type_id = g.type_id AND position(k.word IN lower(g.title)) > 0)
        ORDER BY (o.keyword_id IS NOT NULL) DESC, coalesce(kw.heat, 0) DESC, k.id
        LIMIT ${workbench.POSITION_WORDS}`,
  );
  if (!words.length) return [];
  const observedIds = words.filter((k) => k.observed).map((k) => k.id);
  const estimatedIds = words.filter((k) => !k.observed).map((k) => k.id);
  const found = new Map<number, Map<string, { position: number; of: number | null }>>();
  const put = (id: number, day: string, position: number, of: number | null) => {
    if (!found.has(id)) found.set(id, new Map());
    found.get(id)?.set(day, { position, of });
  };
  if (observedIds.length) {
    const seen = await rows<{ keyword_id: number; day: string; position: number }>(
      db,
      sql`SELECT keyword_id, day::text AS day, position FROM keyword_positions
          WHERE goods_id = ${goodsId} AND keyword_id IN (${sql.join(observedIds.map((id) => sql`${id}`), sql`, `)}) AND day BETWEEN ${w.from} AND ${w.to}`,
    );
    for (const r of seen) put(r.keyword_id, r.day, r.position, null);
  }
  if (estimatedIds.length) {
    // Trailing seven days' units per competing goods and day, then each day's order.
    const ranked = await rows<{ keyword_id: number; day: string; position: number; of: number }>(
      db,
      sql`WITH competing AS (
            SELECT k.id AS keyword_id, g.id AS goods_id FROM keywords k
            JOIN goods g ON g.type_id = k.type_id AND position(k.word IN lower(g.title)) > 0
            WHERE k.id IN (${sql.join(estimatedIds.map((id) => sql`${id}`), sql`, `)})),
          last_week AS (
            SELECT c.keyword_id, d.goods_id, d.day,
                   sum(d.sales) OVER (PARTITION BY c.keyword_id, d.goods_id ORDER BY d.day RANGE BETWEEN interval '6 days' PRECEDING AND CURRENT ROW) AS s7
            FROM competing c JOIN goods_daily d ON d.goods_id = c.goods_id AND d.day BETWEEN ${w.from}::date - 6 AND ${w.to}::date),
          ranked AS (
            SELECT keyword_id, goods_id, day, rank() OVER (PARTITION BY keyword_id, day ORDER BY s7 DESC, goods_id)::int AS position,
                   count(*) OVER (PARTITION BY keyword_id, day)::int AS of
            FROM last_week WHERE day >= ${w.from}::date)
          SELECT keyword_id, day::text AS day, position, of FROM ranked WHERE goods_id = ${goodsId}`,
    );
    for (const r of ranked) put(r.keyword_id, r.day, r.position, r.of);
  }
  const days = daysOf(w.from, w.to);
  return words.map((k) => ({
    keywordId: k.id,
    keyword: k.word,
    keywordZh: k.word_zh,
    heat: Number(k.heat),
    source: k.observed ? 'observed' : 'estimated',
    positions: days.map((day) => {
      const p = found.get(k.id)?.get(day);
      return { day, position: p?.position ?? null, of: p?.of ?? null };
    }),
  }));
}
