import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import { allResources } from '@marketlens/locales/all';
import { overlay, workbench } from '@marketlens/core/contract';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import type { AppDeps, AppEnv } from '../context';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { inBoundScope, memberOf, Refusal, resolveWindow, workbenchLatest } from '../services/workbench/access';
import { rows } from '../services/market/window';
import { ok, queryOf } from './report/answer';

interface FigureRow extends Record<string, unknown> {
  id: number;
  type_id: number;
  price: number;
  sellers: number;
  sales: number | null;
  gmv: string | number | null;
  growth: number | null;
  last_day: number | null;
}

/**
 * The extension's figures on Ozon's pages: the 30-day window of the workbench's rollups for the goods
 * ids of one page. The same membership and limits as the workbench lists: a member's 30-day history,
 * and outside the bound categories at most UNBOUND_ROWS goods per call (the rest come back as limited).
 */
export function overlayRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;

  const refuse = (c: Context<AppEnv>, err: Refusal) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const text = allResources[locale].analytics.codes[err.key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(err.params[name] ?? ''));
    return c.json({ code: workbench.WORKBENCH_CODES[err.key], message: text });
  };

  app.use('/workbench/overlay/*', requireUser());
  app.get(overlay.goodsFigures.path, async (c) => {
    const user = c.var.user;
    if (!user) throw new Error('overlay call without a session');
    const q = queryOf(overlay.goodsFigures, c);
    const ids = overlay.overlayIdsOf(q.goodsIds);
    try {
      const m = await memberOf(db, ownerId(user));
      const latest = await workbenchLatest(db);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, { days: overlay.OVERLAY_WINDOW_DAYS });
      const found = await rows<FigureRow>(
        db,
        sql`SELECT g.id, g.type_id, coalesce(gw.price, g.price) AS price, g.sellers, gw.sales, gw.gmv, gw.growth,
                   (SELECT d.sales FROM goods_daily d WHERE d.goods_id = g.id AND d.day = ${latest}) AS last_day
            FROM goods g LEFT JOIN goods_window gw ON gw.goods_id = g.id AND gw.window_days = ${overlay.OVERLAY_WINDOW_DAYS}
            WHERE g.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      );
      const byId = new Map(found.map((r) => [r.id, r]));
      const list: overlay.OverlayFigure[] = [];
      const missing: number[] = [];
      const limited: number[] = [];
      let unbound = 0;
      for (const id of ids) {
        const r = byId.get(id);
        if (!r) {
          missing.push(id);
          continue;
        }
        // The same allowance a list outside the bound categories has: its first UNBOUND_ROWS rows.
        if (!(await inBoundScope(db, m, r.type_id)) && ++unbound > UNBOUND_ROWS) {
          limited.push(id);
          continue;
        }
        const growth = r.growth === null ? null : Math.round(Number(r.growth) * 100) / 100;
        list.push({
          goodsId: id,
          sales: Number(r.sales ?? 0),
          gmv: Number(r.gmv ?? 0),
          lastDaySales: r.last_day === null ? null : Number(r.last_day),
          growth,
          price: Number(r.price),
          sellers: Number(r.sellers),
        });
      }
      return ok(c, { list, missing, limited, latestDay: latest, from: w.from, tier: m.tier });
    } catch (err) {
      if (err instanceof Refusal) return refuse(c, err);
      throw err;
    }
  });
  return app;
}
