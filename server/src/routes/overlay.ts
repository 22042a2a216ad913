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
 * Of `asked` (goods outside the member's bound categories, in page order), those the page view may
 * show: the ones it was already given, then new ones while it has fewer than UNBOUND_ROWS. One
 * statement, so parallel calls of one page view never give it more.
 */
async function allowOutside(db: AppDeps['db'], userId: number, view: string, asked: number[]): Promise<Set<number>> {
  if (!asked.length) return new Set();
  const list = sql`ARRAY[${sql.join(
    asked.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
  const [row] = await rows<{ goods: number[]; created: boolean }>(
    db,
    sql`INSERT INTO overlay_views AS v (user_id, view_id, goods)
        VALUES (${userId}, ${view}, (SELECT coalesce(array_agg(g ORDER BY o), '{}') FROM unnest(${list}) WITH ORDINALITY AS a(g, o) WHERE o <= ${UNBOUND_ROWS}))
        ON CONFLICT (user_id, view_id) DO UPDATE SET goods = v.goods || coalesce((
          SELECT array_agg(g ORDER BY o) FROM (
            SELECT g, o FROM unnest(${list}) WITH ORDINALITY AS a(g, o)
            WHERE g <> ALL (v.goods) ORDER BY o LIMIT greatest(0, ${UNBOUND_ROWS} - cardinality(v.goods))
          ) n), '{}')
        RETURNING goods, (xmax = 0) AS created`,
  );
  // A member's first call of a page view clears their page views older than a day.
  if (row?.created) await db.execute(sql`DELETE FROM overlay_views WHERE user_id = ${userId} AND created_at < now() - interval '1 day'`);
  return new Set((row?.goods ?? []).map(Number));
}

/**
 * The extension's figures on Ozon's pages: the 30-day window of the workbench's rollups for the goods
 * ids of one page. The same membership and limits as the workbench lists: a member's 30-day history,
 * and outside the bound categories at most UNBOUND_ROWS goods per page view (the rest come back as limited).
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
      // Goods outside the bound categories are answered up to UNBOUND_ROWS per page view: the view's
      // allowance is taken by one conditional upsert, whatever the page's other calls do meanwhile.
      const outside: number[] = [];
      for (const r of found) if (!(await inBoundScope(db, m, r.type_id))) outside.push(r.id);
      const allowed = await allowOutside(db, ownerId(user), q.view, ids.filter((id) => outside.includes(id)));
      const list: overlay.OverlayFigure[] = [];
      const missing: number[] = [];
      const limited: number[] = [];
      for (const id of ids) {
        const r = byId.get(id);
        if (!r) {
          missing.push(id);
          continue;
        }
        if (outside.includes(id) && !allowed.has(id)) {
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
