import { Hono, type Context } from 'hono';
import type { ZodType } from 'zod';
import { allResources } from '@marketlens/locales/all';
import { workbench } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { withReadDb } from '../cluster/reads';
import type { Db } from '../db/client';
import { requestLocale } from '../http/language';
import { ownerId, requireUser } from '../security/session';
import { memberOf, metaOf, pageWindow, Refusal, resolveWindow, takeExport, workbenchLatest, inBoundScope, type Member, type ResolvedWindow } from '../services/workbench/access';
import { goodsPage, groupPage, keywordPage, type GoodsQuery, type GroupKind, type GroupQuery, type KeywordQuery, type Paged } from '../services/workbench/lists';
import { goodsDetail, groupDetail, marketOverview } from '../services/workbench/views';
import { keywordDetail, keywordReverse } from '../services/workbench/keyword-views';
import { depthRoutes } from './workbench-depth';
import { UNBOUND_ROWS } from '@marketlens/core/constants';
import { bodyOf, ok, queryOf } from './report/answer';
import { recentViewsOf, recordView } from '../services/workbench/recent';
import { checkHistory, checkHits, checkOfMember, checkSeries, checkWindow, runCheck } from '../services/workbench/explosion';
import { keepOpen, openAll, type GoodsRef } from '../services/workbench/unbound';
import { detailWindow, filterSetRoutes, refusalParam, refuseInverted } from './workbench-filter-sets';

type Lang = 'zh' | 'en' | 'ru';
const refOf = (row: { goods: GoodsRef }): GoodsRef => row.goods;
/** What a list or export loads: the query, the page, the window and the database its reads go to. */
type Load<Q> = { q: Q; offset: number; limit: number; w: ResolvedWindow; r?: Db };
type ListQuery = { typeId?: number | undefined; days: workbench.WindowDays; from?: string | undefined; to?: string | undefined; order: 'asc' | 'desc'; pageNum: number; pageSize: number; lang?: Lang | undefined };

/** The workbench's analytics calls: members only, every tier limit checked here (WORKBENCH.md §4). */
export function workbenchRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const db = deps.db;
  const apiOrigin = deps.runtimeConfig.apiOrigin;

  const refuse = (c: Context<AppEnv>, err: Refusal) => {
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const text = allResources[locale].analytics.codes[err.key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => refusalParam(locale, err, name));
    return c.json({ code: workbench.WORKBENCH_CODES[err.key], message: text });
  };

  /** Runs a call for the signed-in member; a Refusal becomes its business code. `r`: where its reads go (cluster/reads.ts). */
  const member = (handler: (c: Context<AppEnv>, m: Member, latest: string | null, r: Db) => Promise<Response>) => async (c: Context<AppEnv>) => {
    const user = c.var.user;
    // requireUser() guards every path of this router; this only narrows the type.
    if (!user) throw new Error('workbench call without a session');
    try {
      const m = await memberOf(db, ownerId(user));
      const latest = await workbenchLatest(db);
      return await withReadDb(c, db, m.ownerId, (r) => handler(c, m, latest, r));
    } catch (err) {
      if (err instanceof Refusal) return refuse(c, err);
      throw err;
    }
  };

  /** The account (not its main account) whose recent views a detail call adds to. */
  const viewer = (c: Context<AppEnv>) => {
    if (!c.var.user) throw new Error('workbench call without a session');
    return c.var.user.userId;
  };

  /**
   * The query a list answers: the member's own inside the bound categories; outside them a fixed
   * preview (the list's default order over its default window, no filters, no name lookup), so that
   * no choice of sort, filters or window shows more than the same first rows of each scope. A shop's
   * or a brand's own goods (its detail page) are a scope of their own.
   */
  const scoped = async <Q extends ListQuery>(def: { readonly query?: ZodType<Q> }, q: Q, m: Member): Promise<{ q: Q; bound: boolean }> => {
    if (await inBoundScope(db, m, q.typeId)) return { q, bound: true };
    if (!def.query) throw new Error('a list call without a query');
    const owner = q as { shopId?: number; brandId?: number };
    return { q: def.query.parse({ typeId: q.typeId, shopId: owner.shopId, brandId: owner.brandId, lang: q.lang, pageNum: q.pageNum, pageSize: q.pageSize }), bound: false };
  };

  /** A paged list: the window within the tier's history, the page within its rows. */
  const list = <Q extends ListQuery, T>(def: { readonly query?: ZodType<Q> }, load: (a: Load<Q>) => Promise<Paged<T>>) =>
    member(async (c, m, latest, r) => {
      const asked = queryOf(def, c) as Q;
      refuseInverted(asked);
      if (!latest) return ok(c, undefined);
      // A bad range or one past the history is refused even where the preview would not use it.
      resolveWindow(m, latest, asked);
      const { q, bound } = await scoped(def, asked, m);
      const w = resolveWindow(m, latest, q);
      const rowLimit = bound ? m.limits.rows : UNBOUND_ROWS;
      const { offset, limit } = pageWindow(rowLimit, q.pageNum, q.pageSize);
      const page = await load({ q, offset, limit, w, r });
      const meta = await metaOf(db, m, w, q.typeId, page.matched);
      return ok(c, { list: page.list, total: Math.min(page.matched, meta.rowLimit), pageNum: q.pageNum, pageSize: q.pageSize, meta });
    });

  /** An export: everything the filters select up to the tier's export rows; counts one of today's exports. */
  const exporter = <Q extends ListQuery, T>(def: { readonly query?: ZodType<Q> }, load: (a: Load<Q>) => Promise<Paged<T>>) =>
    member(async (c, m, latest, r) => {
      const asked = queryOf(def, c) as Q;
      refuseInverted(asked);
      if (!latest) return ok(c, undefined);
      // A bad range or one past the history is refused even where the preview would not use it.
      resolveWindow(m, latest, asked);
      const { q, bound } = await scoped(def, asked, m);
      const w = resolveWindow(m, latest, q);
      const exportsLeft = await takeExport(db, m);
      const page = await load({ q, offset: 0, limit: bound ? m.limits.exportRows : UNBOUND_ROWS, w, r });
      return ok(c, { list: page.list, meta: await metaOf(db, m, w, q.typeId, page.matched), exportsLeft });
    });

  const base = (q: ListQuery, a: { offset: number; limit: number; w: ResolvedWindow; r?: Db }) =>
    ({ db: a.r ?? db, apiOrigin, w: a.w, typeId: q.typeId, order: q.order, offset: a.offset, limit: a.limit, lang: q.lang ?? 'zh' }) as const;

  const goods = (a: Load<GoodsQuery>) => goodsPage({ ...base(a.q, a), q: a.q });
  /** The goods of a scope's fixed preview (what its goods list shows outside the bound categories). */
  const previewOf = async (m: Member, latest: string, typeId: number) => {
    const q = workbench.goodsListQuery.parse({ typeId });
    const page = await goods({ q, offset: 0, limit: UNBOUND_ROWS, w: resolveWindow(m, latest, q) });
    return new Set(page.list.map((r) => r.goodsId));
  };
  const words = (a: Load<KeywordQuery>) => keywordPage({ ...base(a.q, a), q: a.q });
  const group = (kind: GroupKind) => (a: Load<GroupQuery>) =>
    groupPage({ ...base(a.q, a), kind, q: a.q });

  app.use(`${'/workbench'}/*`, requireUser());
  app.get(workbench.goodsList.path, list(workbench.goodsList, goods));
  app.get(workbench.goodsExport.path, exporter(workbench.goodsExport, goods));
  app.get(workbench.keywordList.path, list(workbench.keywordList, words));
  app.get(workbench.keywordExport.path, exporter(workbench.keywordExport, words));
  app.get(workbench.shopList.path, list(workbench.shopList, group('shop')));
  app.get(workbench.shopExport.path, exporter(workbench.shopExport, group('shop')));
  app.get(workbench.brandList.path, list(workbench.brandList, group('brand')));
  app.get(workbench.brandExport.path, exporter(workbench.brandExport, group('brand')));
  app.get(workbench.categoryList.path, list(workbench.categoryList, group('category')));
  app.get(workbench.categoryExport.path, exporter(workbench.categoryExport, group('category')));
  filterSetRoutes(app, db, member);
  depthRoutes(app, db, member);

  app.get(
    workbench.marketOverview.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.marketOverview, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, q);
      const view = await marketOverview(r, w, q.typeId, q.lang ?? 'zh');
      return ok(c, { ...view, meta: await metaOf(db, m, w, q.typeId, view.shares.length) });
    }),
  );

  app.get(workbench.recentViews.path, async (c) => {
    const q = queryOf(workbench.recentViews, c);
    return ok(c, await recentViewsOf(db, viewer(c), q.pageSize));
  });

  app.get(
    workbench.goodsDetail.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.goodsDetail, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, detailWindow(q, latest));
      const view = await goodsDetail(r, w, q.goodsId, q.lang ?? 'zh', apiOrigin);
      if (!view) throw new Refusal('notFound', { id: q.goodsId });
      // Outside the bound categories a goods takes one of the day's distinct goods (refused once they are used up).
      await openAll(db, m, [view.goods]);
      await recordView(db, viewer(c), { kind: 'goods', id: view.goods.goodsId, name: view.goods.title, thumbUrl: view.goods.thumbUrl });
      return ok(c, { ...view, meta: await metaOf(db, m, w, view.goods.subTypeId, view.series.length) });
    }),
  );

  app.get(
    workbench.groupDetail.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.groupDetail, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, q);
      const view = await groupDetail(r, w, q.kind, q.id, q.lang ?? 'zh', apiOrigin);
      if (!view) throw new Refusal('notFound', { id: q.id });
      await recordView(db, viewer(c), { kind: q.kind, id: q.id, name: view.name, thumbUrl: view.thumbUrl });
      // Coverage and the bound-category cut follow the category itself, or the main category of a shop or brand.
      const scope = q.kind === 'category' ? q.id : (view.typeId ?? undefined);
      return ok(c, { ...view, meta: await metaOf(db, m, w, scope, view.series.length) });
    }),
  );

  app.get(
    workbench.keywordDetail.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.keywordDetail, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, q);
      const view = await keywordDetail(r, w, q.keywordId, q.lang ?? 'zh', apiOrigin);
      if (!view) throw new Refusal('notFound', { id: q.keywordId });
      await recordView(db, viewer(c), { kind: 'keyword', id: q.keywordId, name: view.keyword.keyword });
      // Outside the bound categories the word's goods are those of its category's fixed preview only.
      if (!(await inBoundScope(db, m, view.keyword.typeId))) {
        const shown = await previewOf(m, latest, view.keyword.typeId);
        view.goods = view.goods.filter((g) => shown.has(g.goodsId));
      }
      return ok(c, { ...view, meta: await metaOf(db, m, w, view.keyword.typeId, view.series.length) });
    }),
  );

  // The reverse lookup and its file, which counts one of the day's exports first.
  const reverse = (exported: boolean) =>
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.keywordReverse, c);
      if (!latest) return ok(c, undefined);
      const w = resolveWindow(m, latest, q);
      const exportsLeft = exported ? { exportsLeft: await takeExport(db, m) } : {};
      const view = await keywordReverse(r, w, workbench.goodsIdsOf(q.goodsIds), q.lang ?? 'zh', apiOrigin);
      await openAll(db, m, view.list.map(refOf));
      // Coverage and the bound-category cut follow the first goods' category.
      const scope = view.list[0]?.goods.typeId;
      return ok(c, { ...view, meta: await metaOf(db, m, w, scope, view.list.length), ...exportsLeft });
    });
  app.get(workbench.keywordReverse.path, reverse(false));
  app.get(workbench.keywordReverseExport.path, reverse(true));

  // ---- Hot-product detection: a check runs once and is kept; its list, export and cases read what it found. ----

  app.post(
    workbench.explosionCheck.path,
    member(async (c, m, latest) => {
      const b = await bodyOf(workbench.explosionCheck, c);
      if (!latest) return ok(c, undefined);
      const day = b.day ?? latest;
      // The day detected must lie inside the tier's history, like any window.
      resolveWindow(m, latest, { days: 1, from: day, to: day });
      const check = await runCheck(db, { userId: m.ownerId, typeId: b.typeId, day, multiple: b.multiple, minDaily: b.minDaily, lang: b.lang ?? 'zh' });
      return ok(c, { check });
    }),
  );

  app.get(
    workbench.explosionList.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.explosionList, c);
      const lang = q.lang ?? 'zh';
      const check = await checkOfMember(r, m.ownerId, q.checkId, lang);
      const w = checkWindow(latest ?? check.day, check.day);
      const typeId = check.typeId ?? undefined;
      const bound = await inBoundScope(db, m, typeId);
      const { offset, limit } = pageWindow(bound ? m.limits.rows : UNBOUND_ROWS, q.pageNum, q.pageSize);
      // Outside the bound categories the first rows of the check's own order, whatever the sort asked.
      const page = await checkHits(r, { checkId: check.checkId, sort: bound ? q.sort : 'ratio', order: bound ? q.order : 'desc', offset, limit, lang, apiOrigin });
      const meta = await metaOf(db, m, w, typeId, page.matched);
      // Which goods a check finds depends on its parameters: outside the bound categories its rows take the day's distinct goods, those that fit.
      return ok(c, { check, list: await keepOpen(db, m, page.list, refOf), total: Math.min(page.matched, meta.rowLimit), pageNum: q.pageNum, pageSize: q.pageSize, meta });
    }),
  );

  app.get(
    workbench.explosionExport.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.explosionExport, c);
      const lang = q.lang ?? 'zh';
      const check = await checkOfMember(r, m.ownerId, q.checkId, lang);
      const typeId = check.typeId ?? undefined;
      const bound = await inBoundScope(db, m, typeId);
      const exportsLeft = await takeExport(db, m);
      const page = await checkHits(r, { checkId: check.checkId, sort: bound ? q.sort : 'ratio', order: bound ? q.order : 'desc', offset: 0, limit: bound ? m.limits.exportRows : UNBOUND_ROWS, lang, apiOrigin });
      const list = await keepOpen(db, m, page.list, refOf);
      return ok(c, { check, list, meta: await metaOf(db, m, checkWindow(latest ?? check.day, check.day), typeId, page.matched), exportsLeft });
    }),
  );

  app.get(
    workbench.explosionDetail.path,
    member(async (c, m, latest, r) => {
      const q = queryOf(workbench.explosionDetail, c);
      const lang = q.lang ?? 'zh';
      const check = await checkOfMember(r, m.ownerId, q.checkId, lang);
      const [row] = (await checkHits(r, { checkId: check.checkId, sort: 'ratio', order: 'desc', offset: 0, limit: 1, lang, apiOrigin, goodsId: q.goodsId })).list;
      if (!row) throw new Refusal('notFound', { id: q.goodsId });
      const typeId = check.typeId ?? undefined;
      // Outside the bound categories a member sees the cases of the first rows only, as in the list.
      if (!(await inBoundScope(db, m, typeId))) {
        const first = await checkHits(r, { checkId: check.checkId, sort: 'ratio', order: 'desc', offset: 0, limit: UNBOUND_ROWS, lang, apiOrigin });
        if (!first.list.some((r) => r.goods.goodsId === q.goodsId)) throw new Refusal('rowLimit', { rows: UNBOUND_ROWS });
      }
      await openAll(db, m, [row.goods]);
      const series = await checkSeries(db, q.goodsId, check.day);
      return ok(c, { check, row, series, meta: await metaOf(db, m, checkWindow(latest ?? check.day, check.day), typeId, check.found) });
    }),
  );

  app.get(
    workbench.explosionHistory.path,
    member(async (c, m, _latest, r) => {
      const q = queryOf(workbench.explosionHistory, c);
      const page = await checkHistory(r, m.ownerId, { offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize, lang: q.lang ?? 'zh' });
      return ok(c, { list: page.list, total: page.matched, pageNum: q.pageNum, pageSize: q.pageSize });
    }),
  );
  return app;
}
