import { sql } from 'drizzle-orm';
import type { report } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from './window';

/** The size of the indexed market, for the data statistics block. */
export async function surveyData(db: Db): Promise<report.SurveyData> {
  const [r] = await rows<{ goods: number; shops: number; brands: number; keywords: number; cats: number; records: number; days: number; latest: string | null }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM goods) AS goods, (SELECT count(*)::int FROM shops) AS shops,
               (SELECT count(*)::int FROM brands) AS brands, (SELECT count(*)::int FROM keywords) AS keywords,
               (SELECT count(*)::int FROM categories) AS cats, (SELECT count(*)::int FROM goods_daily) AS records,
               (SELECT count(DISTINCT day)::int FROM goods_daily) AS days, (SELECT max(day)::text FROM goods_daily) AS latest`,
  );
  return {
    goodsCount: r?.goods ?? 0,
    shopCount: r?.shops ?? 0,
    brandCount: r?.brands ?? 0,
    keywordCount: r?.keywords ?? 0,
    categoryCount: r?.cats ?? 0,
    salesRecords: r?.records ?? 0,
    historyDays: r?.days ?? 0,
    latestDay: r?.latest ?? '',
  };
}
