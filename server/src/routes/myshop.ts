import { Hono, type Context } from 'hono';
import { allResources } from '@marketlens/locales/all';
import { myshop, workbench } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { moscowYesterday } from '../services/market/advance';
import { accessList, boundCount, MyshopRefusal, saveAccess, shopStates, visibleShop, type Viewer } from '../services/myshop/access';
import { costList, costsFromTemplate, importCosts, saveCosts } from '../services/myshop/costs';
import { marketRows, sortMarket } from '../services/myshop/market';
import { answerJson } from '../services/myshop/answers';
import { lookShop, remember } from '../services/myshop/look';
import { overview, periodOf, publicPeriod, skuRows, skuTable } from '../services/myshop/pages';
import { memberOf, Refusal, takeExport, type Member } from '../services/workbench/access';

/**
 * "My shops" (/myshop/*): the member's exact numbers from the Seller API per bound shop, the SKU
 * table and its export, the shop against the market, unit costs and sub-account access. Members
 * only; a sub-account sees the shops its main account allowed; another member's shop is notFound.
 */
export function myshopRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const apiOrigin = deps.runtimeConfig.apiOrigin;
  const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  const textOf = (c: Context<AppEnv>, key: myshop.MyshopCode, params: Record<string, string | number>) =>
    fill(allResources[requestLocale(c.req.header('cookie'), c.req.header('accept-language'))].server.myshop[key], params);
  const guarded = (handler: (c: Context<AppEnv>, viewer: Viewer) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    if (!user) throw new Error('myshop call without a session');
    try {
      return await handler(c, { userId: user.userId, ownerId: ownerId(user) });
    } catch (err) {
      if (err instanceof Refusal) {
        const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
        return c.json({ code: workbench.WORKBENCH_CODES[err.key as keyof typeof workbench.WORKBENCH_CODES], message: fill(allResources[locale].analytics.codes[err.key as 'exportLimit'], err.params) });
      }
      if (err instanceof MyshopRefusal) return c.json({ code: myshop.MYSHOP_CODES[err.key], message: textOf(c, err.key, err.params) });
      throw err;
    }
  };
  const member = (handler: (c: Context<AppEnv>, m: Member, viewer: Viewer) => Promise<Response>) => guarded(async (c, viewer) => handler(c, await memberOf(db, viewer.ownerId), viewer));
  /** A page's query, checked after the membership as on every call (a non-member is refused before a bad query is). */
  const inputOf = async <T>(viewer: Viewer, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (err) {
      await memberOf(db, viewer.ownerId);
      throw err;
    }
  };
  /** Sends the answer kept under `key` (see services/myshop/answers.ts), building and checking it once. */
  const answered = async (c: Context<AppEnv>, key: string, build: () => Promise<unknown>) => c.body(await answerJson(db, key, async () => JSON.stringify(await build())), 200, { 'Content-Type': 'application/json' });

  app.use('/myshop/*', requireUser());

  app.get(
    myshop.shops.path,
    member(async (c, m, viewer) => {
      const list = await shopStates(db, viewer, m.limits.historyDays, moscowYesterday());
      const used = await boundCount(db, viewer.ownerId);
      return reply(c, myshop.shops, { code: 200, message: 'success', data: { list, used, limit: m.limits.boundCategories, historyDays: m.limits.historyDays, isMain: viewer.userId === viewer.ownerId } });
    }),
  );

  app.get(
    myshop.overview.path,
    guarded(async (c, viewer) => {
      const { query } = await inputOf(viewer, () => callInput(c, myshop.overview));
      const look = await lookShop(db, viewer, query.shopId);
      const { shopId } = look.shop;
      const historyDays = look.limits.historyDays;
      const period = periodOf(look.figures, query, historyDays);
      remember(db, shopId, `overview:${query.days}:${query.from}:${query.to}:${historyDays}`, (at) => overview(db, shopId, periodOf(at, query, historyDays), apiOrigin));
      return answered(c, `overview:${shopId}:${period.version}:${period.from}:${period.to}:${period.latestDay}`, async () =>
        myshop.overview.response.parse({ code: 200, message: 'success', data: await overview(db, shopId, period, apiOrigin) }),
      );
    }),
  );

  app.get(
    myshop.skus.path,
    guarded(async (c, viewer) => {
      const { query } = await inputOf(viewer, () => callInput(c, myshop.skus));
      const look = await lookShop(db, viewer, query.shopId);
      const { shopId } = look.shop;
      const historyDays = look.limits.historyDays;
      const period = periodOf(look.figures, query, historyDays);
      remember(db, shopId, `skus:${query.days}:${query.from}:${query.to}:${historyDays}`, (at) => skuTable(db, shopId, periodOf(at, query, historyDays), apiOrigin));
      const key = [shopId, period.version, period.from, period.to, period.latestDay, query.sort, query.order, query.lowStock ?? 0, query.lossMaking ?? 0, query.pageNum, query.pageSize, query.q ?? ''];
      return answered(c, `skus:${JSON.stringify(key)}`, async () => {
        const all = await skuRows(db, shopId, period, query, apiOrigin);
        const start = (query.pageNum - 1) * query.pageSize;
        const data = { list: all.slice(start, start + query.pageSize), total: all.length, pageNum: query.pageNum, pageSize: query.pageSize, period: publicPeriod(period) };
        return myshop.skus.response.parse({ code: 200, message: 'success', data });
      });
    }),
  );

  app.get(
    myshop.skuExport.path,
    member(async (c, m, viewer) => {
      const { query } = await callInput(c, myshop.skuExport);
      const look = await lookShop(db, viewer, query.shopId);
      const period = periodOf(look.figures, query, m.limits.historyDays);
      const all = await skuRows(db, look.shop.shopId, period, query, apiOrigin);
      const exportsLeft = await takeExport(db, m);
      const rowsAllowed = m.limits.exportRows;
      return reply(c, myshop.skuExport, { code: 200, message: 'success', data: { list: all.slice(0, rowsAllowed), period: publicPeriod(period), truncated: all.length > rowsAllowed, exportsLeft, shopName: look.shop.name } });
    }),
  );

  app.get(
    myshop.market.path,
    member(async (c, m, viewer) => {
      const { query } = await callInput(c, myshop.market);
      const look = await lookShop(db, viewer, query.shopId);
      const period = periodOf(look.figures, query, m.limits.historyDays);
      const { list, marketLatestDay } = await marketRows(db, look.shop, period, query.lang ?? 'zh', apiOrigin);
      const sorted = sortMarket(list, query);
      const start = (query.pageNum - 1) * query.pageSize;
      return reply(c, myshop.market, {
        code: 200,
        message: 'success',
        data: { list: sorted.slice(start, start + query.pageSize), total: sorted.length, pageNum: query.pageNum, pageSize: query.pageSize, period: publicPeriod(period), marketLatestDay },
      });
    }),
  );

  app.get(
    myshop.costs.path,
    member(async (c, _m, viewer) => {
      const { query } = await callInput(c, myshop.costs);
      const shop = await visibleShop(db, viewer, query.shopId);
      return reply(c, myshop.costs, { code: 200, message: 'success', data: { list: await costList(db, shop.shopId) } });
    }),
  );

  app.post(
    myshop.saveCosts.path,
    member(async (c, _m, viewer) => {
      const { body } = await callInput(c, myshop.saveCosts);
      const shop = await visibleShop(db, viewer, body.shopId);
      return reply(c, myshop.saveCosts, { code: 200, message: 'success', data: { saved: await saveCosts(db, shop.shopId, body.items) } });
    }),
  );

  app.post(
    myshop.importCosts.path,
    member(async (c, _m, viewer) => {
      const { body } = await callInput(c, myshop.importCosts);
      const shop = await visibleShop(db, viewer, body.shopId);
      const result = await importCosts(db, shop.shopId, body.csv);
      if (result.errors.length) {
        return reply(c, myshop.importCosts, { code: myshop.MYSHOP_CODES.badCostFile, message: textOf(c, 'badCostFile', { count: result.errors.length }), data: result });
      }
      return reply(c, myshop.importCosts, { code: 200, message: 'success', data: result });
    }),
  );

  app.post(
    myshop.costsFromTemplate.path,
    member(async (c, _m, viewer) => {
      const { body } = await callInput(c, myshop.costsFromTemplate);
      const shop = await visibleShop(db, viewer, body.shopId);
      return reply(c, myshop.costsFromTemplate, { code: 200, message: 'success', data: await costsFromTemplate(db, shop.shopId, shop.ownerId, body.templateId, body.skus) });
    }),
  );

  app.get(
    myshop.access.path,
    member(async (c, _m, viewer) => {
      const { query } = await callInput(c, myshop.access);
      return reply(c, myshop.access, { code: 200, message: 'success', data: { list: await accessList(db, viewer, query.shopId) } });
    }),
  );

  app.post(
    myshop.saveAccess.path,
    member(async (c, _m, viewer) => {
      const { body } = await callInput(c, myshop.saveAccess);
      return reply(c, myshop.saveAccess, { code: 200, message: 'success', data: { allowed: await saveAccess(db, viewer, body.shopId, body.userIds) } });
    }),
  );

  return app;
}
