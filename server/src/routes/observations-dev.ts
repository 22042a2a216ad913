import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { dev } from '@marketlens/core/contract';
import type { AppEnv } from '../context';
import { observationBatches, observations } from '../db/schema/observations';
import { users } from '../db/schema/index';
import { callInput, reply } from '../http/input';
import { normalizeMobile } from '../services/accounts/accounts';
import { runEstimateStep } from '../services/estimates/index';
import { originOf } from '../services/observations/ingest';

/**
 * Development routes of the market observations (mounted with the other /api/dev routes, never in
 * production mode): what a member's extension sent as the server stored it, the daily estimate step
 * run for a day on request, and the market tables' rows of some goods on a day, so that end-to-end
 * tests follow observations from an Ozon page to the workbench's tables without waiting for the job.
 */
export function observationsDevRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(dev.memberObservations.path, async (c) => {
    const { query } = await callInput(c, dev.memberObservations);
    const db = c.var.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.account, normalizeMobile(query.mobile))).limit(1);
    if (!user) return reply(c, dev.memberObservations, { code: 200, message: '', data: { batches: 0, rows: [] } });
    const origin = originOf('member', user.id);
    const [batches] = await db.select({ n: sql<number>`count(*)::int` }).from(observationBatches).where(and(eq(observationBatches.origin, origin), eq(observationBatches.source, 'extension')));
    const rows = await db
      .select({
        goodsId: observations.goodsId,
        day: observations.day,
        page: observations.page,
        context: observations.context,
        position: observations.position,
        title: observations.title,
        price: observations.price,
        status: observations.status,
        reason: observations.reason,
      })
      .from(observations)
      .where(and(eq(observations.origin, origin), eq(observations.source, 'extension')))
      .orderBy(desc(observations.id))
      .limit(500);
    return reply(c, dev.memberObservations, { code: 200, message: '', data: { batches: batches?.n ?? 0, rows } });
  });

  app.post(dev.runEstimates.path, async (c) => {
    const { body } = await callInput(c, dev.runEstimates);
    const outcome = await runEstimateStep(c.var.db, { day: body.day });
    return reply(c, dev.runEstimates, { code: 200, message: '', data: outcome });
  });

  app.get(dev.marketGoodsDays.path, async (c) => {
    const { query } = await callInput(c, dev.marketGoodsDays);
    const ids = query.goodsIds.split(',').map(Number);
    const list = sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
    const days = await c.var.db.execute<{ goodsId: number; method: string; observed: number; errorPct: number | null; sales: number }>(sql`
      SELECT goods_id AS "goodsId", method, observed, error_pct AS "errorPct", sales
      FROM goods_daily WHERE day = ${query.day}::date AND goods_id = ANY(${list}) ORDER BY goods_id`);
    const positions = await c.var.db.execute<{ goodsId: number; word: string; position: number }>(sql`
      SELECT p.goods_id AS "goodsId", k.word, p.position
      FROM keyword_positions p JOIN keywords k ON k.id = p.keyword_id
      WHERE p.day = ${query.day}::date AND p.goods_id = ANY(${list}) ORDER BY p.goods_id, k.word`);
    const cards = await c.var.db.execute<{ goodsId: number; price: number; lastSeenOn: string | null }>(sql`
      SELECT id AS "goodsId", price, last_seen_on::text AS "lastSeenOn" FROM goods WHERE id = ANY(${list}) ORDER BY id`);
    return reply(c, dev.marketGoodsDays, { code: 200, message: '', data: { days: days.rows, positions: positions.rows, goods: cards.rows } });
  });
  return app;
}
