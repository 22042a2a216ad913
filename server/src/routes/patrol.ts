import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { allResources } from '@marketlens/locales/all';
import { patrol, workbench } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { rows } from '../services/market/window';
import { addPatrol, caseDetail, evidenceRows, listCases, listPatrol, removePatrol } from '../services/patrol/patrol';
import { queueShopSync } from '../services/myshop/jobs';
import { PatrolRefusal } from '../services/patrol/refusal';
import { sellerApiFor } from '../services/seller-api/provider';
import { loadSecretBox } from '../services/seller-api/secret-box';
import { bindShop, listShops, ownGoods, removeShop, syncShop } from '../services/seller-api/shops';
import { memberOf, Refusal, takeExport, type Member } from '../services/workbench/access';

/** The member's own shops (Seller API binding) and the anti-follow-sell patrol: members only, limits per tier (WORKBENCH.md §4). */
export function patrolRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const api = sellerApiFor(deps.config, db);
  // The key file is read on first use, so a server that never binds a shop never creates it.
  const box = () => loadSecretBox({ secretHex: deps.config.sellerKeySecret, dataDir: deps.config.dataDir });

  const localeOf = (c: Context<AppEnv>) => requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  const member = (handler: (c: Context<AppEnv>, m: Member) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    if (!user) throw new Error('patrol call without a session');
    try {
      return await handler(c, await memberOf(db, ownerId(user)));
    } catch (err) {
      if (err instanceof Refusal) return c.json({ code: workbench.WORKBENCH_CODES[err.key], message: fill(allResources[localeOf(c)].analytics.codes[err.key], err.params) });
      if (err instanceof PatrolRefusal) return c.json({ code: patrol.PATROL_CODES[err.key], message: fill(allResources[localeOf(c)].patrol.codes[err.key], err.params) });
      throw err;
    }
  };
  const latestOf = async () => (await rows<{ day: string | null }>(db, sql`SELECT latest_day::text AS day FROM rollup_state WHERE id = 1`))[0]?.day ?? '';

  app.use('/seller-shops/*', requireUser());
  app.use('/patrol/*', requireUser());

  app.get(
    patrol.shops.path,
    member(async (c, m) => reply(c, patrol.shops, { code: 200, message: 'success', data: { ...(await listShops(db, m.ownerId)), limit: m.limits.boundCategories } })),
  );
  app.post(
    patrol.bindShop.path,
    member(async (c, m) => {
      const { body } = await callInput(c, patrol.bindShop);
      const bound = await bindShop(db, api, box(), m.ownerId, m.limits.boundCategories, body);
      // The shop's numbers start arriving at once, not at the next five-minute sync.
      await queueShopSync(db, bound.id);
      return reply(c, patrol.bindShop, { code: 200, message: 'success', data: bound });
    }),
  );
  app.post(
    patrol.syncShop.path,
    member(async (c, m) => {
      const { body } = await callInput(c, patrol.syncShop);
      const synced = await syncShop(db, api, box(), m.ownerId, body.id);
      await queueShopSync(db, synced.id);
      return reply(c, patrol.syncShop, { code: 200, message: 'success', data: synced });
    }),
  );
  app.post(
    patrol.removeShop.path,
    member(async (c, m) => {
      const { body } = await callInput(c, patrol.removeShop);
      const used = await removeShop(db, m.ownerId, body.id);
      if (used === null) throw new PatrolRefusal('notFound', { target: body.id });
      return reply(c, patrol.removeShop, { code: 200, message: 'success', data: { used } });
    }),
  );
  app.get(
    patrol.ownGoods.path,
    member(async (c, m) => reply(c, patrol.ownGoods, { code: 200, message: 'success', data: { list: await ownGoods(db, m.ownerId) } })),
  );

  app.get(
    patrol.list.path,
    member(async (c, m) => {
      const data = await listPatrol(db, m.ownerId);
      return reply(c, patrol.list, { code: 200, message: 'success', data: { ...data, limit: m.limits.patrolItems, everyMinutes: m.limits.patrolEveryMinutes, latestDay: await latestOf() } });
    }),
  );
  app.post(
    patrol.add.path,
    member(async (c, m) => {
      const { body } = await callInput(c, patrol.add);
      const added = await addPatrol(db, m.ownerId, { items: m.limits.patrolItems, everyMinutes: m.limits.patrolEveryMinutes }, body);
      return reply(c, patrol.add, { code: 200, message: 'success', data: { ...added, limit: m.limits.patrolItems } });
    }),
  );
  app.post(
    patrol.remove.path,
    member(async (c, m) => {
      const { body } = await callInput(c, patrol.remove);
      const used = await removePatrol(db, m.ownerId, body.id);
      if (used === null) throw new PatrolRefusal('notFound', { target: body.id });
      return reply(c, patrol.remove, { code: 200, message: 'success', data: { used } });
    }),
  );
  app.get(
    patrol.cases.path,
    member(async (c, m) => {
      const { query } = await callInput(c, patrol.cases);
      return reply(c, patrol.cases, { code: 200, message: 'success', data: await listCases(db, m.ownerId, query) });
    }),
  );
  app.get(
    patrol.caseDetail.path,
    member(async (c, m) => {
      const { query } = await callInput(c, patrol.caseDetail);
      return reply(c, patrol.caseDetail, { code: 200, message: 'success', data: await caseDetail(db, m.ownerId, query.id) });
    }),
  );
  app.get(
    patrol.evidence.path,
    member(async (c, m) => {
      await callInput(c, patrol.evidence);
      await takeExport(db, m);
      return reply(c, patrol.evidence, { code: 200, message: 'success', data: await evidenceRows(db, m.ownerId, m.limits.exportRows) });
    }),
  );
  return app;
}
