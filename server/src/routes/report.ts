import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { report } from '@marketlens/core/contract';
import { categories } from '../db/schema/index';
import type { AppDeps, AppEnv } from '../context';

/** Market data calls under the default base `/api` (rankings, trends, keywords, back-fill requests). */
export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  const app = new Hono<AppEnv>();
  app.get(report.homeCat.path, async (c) => {
    const q = report.homeCat.query?.safeParse(c.req.query());
    const lang = q?.success ? (q.data.lang ?? 'zh') : 'zh';
    const rows = await c.var.db.select().from(categories).orderBy(asc(categories.sort));
    const name = (r: (typeof rows)[number]) => (lang === 'en' ? r.nameEn : lang === 'ru' ? r.nameRu : r.nameZh);
    return c.json(report.homeCat.response.parse({ code: 200, message: 'success', data: rows.map((r) => ({ typeId: r.typeId, typeName: name(r) })) }));
  });
  return app;
}
