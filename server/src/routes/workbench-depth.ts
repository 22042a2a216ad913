import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { workbench } from '@marketlens/core/contract';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import { metaOf, Refusal, resolveWindow, type Member } from '../services/workbench/access';
import { goodsPositions } from '../services/workbench/positions';
import { categoryStructure } from '../services/workbench/structure';
import { openAll } from '../services/workbench/unbound';
import { ok, queryOf } from './report/answer';
import { detailWindow } from './workbench-filter-sets';

type MemberHandler = (handler: (c: Context<AppEnv>, m: Member, latest: string | null, r: Db) => Promise<Response>) => (c: Context<AppEnv>) => Promise<Response>;

/** A category's structure (price segments, share of goods that sold, a year earlier) and a goods' places for its search words. */
export function depthRoutes(app: Hono<AppEnv>, db: Db, member: MemberHandler): void {
  app.get(
    workbench.categoryStructure.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.categoryStructure, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, q);
      const view = await categoryStructure(r, w, q.id);
      if (!view) throw new Refusal('notFound', { id: q.id });
      return ok(c, { ...view, meta: await metaOf(db, m, w, q.id, view.goods) });
    }),
  );

  app.get(
    workbench.goodsPositions.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.goodsPositions, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, detailWindow(q, latest));
      const [goods] = (await r.execute<{ sub_type_id: number }>(sql`SELECT sub_type_id FROM goods WHERE id = ${q.goodsId}`)).rows;
      if (!goods) throw new Refusal('notFound', { id: q.goodsId });
      // Like its detail: outside the bound categories the goods takes one of the day's distinct goods.
      await openAll(db, m, [{ goodsId: q.goodsId, subTypeId: goods.sub_type_id }]);
      const words = (await goodsPositions(r, w, q.goodsId)) ?? [];
      return ok(c, { goodsId: q.goodsId, words, meta: await metaOf(db, m, w, goods.sub_type_id, words.length) });
    }),
  );
}
