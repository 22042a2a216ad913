import { asc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { report } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { categories } from '../db/schema/index';
import { requireUser } from '../security/session';
import { lookupIndexed, requestGoods, requestMall, type BackfillOutcome } from '../services/market/backfill';
import { brandTop10, dataTop5, hotSalesTypes, keywordList, mallSoaring, officialNetSearch } from '../services/market/group-lists';
import { goodsGrowth, goodsRanking, trendImages } from '../services/market/goods-lists';
import { cached, cachedLatestDay } from '../services/market/service';
import { surveyData } from '../services/market/survey';
import { ok, queryOf, refuse } from './report/answer';
import { mediaRoutes } from './report/media';

/** Market data calls under the default base `/api` (rankings, trends, keywords, back-fill requests). */
export function reportRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const apiOrigin = deps.runtimeConfig.apiOrigin;
  const db = deps.db;

  // Every ranking answers from the latest day with data; an empty market answers empty lists.
  const ranked = <T>(key: string, load: (latest: string) => Promise<T[]>) =>
    cachedLatestDay(db).then((latest) => (latest ? cached(db, key, () => load(latest)) : []));

  app.get(report.homeCat.path, async (c) => {
    const { lang = 'zh', pId } = queryOf(report.homeCat, c);
    const rows = await cached(db, `homeCat:${pId ?? ''}`, () =>
      db.select().from(categories).where(pId === undefined ? isNull(categories.parentId) : eq(categories.parentId, pId)).orderBy(asc(categories.sort)),
    );
    const name = (r: (typeof rows)[number]) => (lang === 'en' ? r.nameEn : lang === 'ru' ? r.nameRu : r.nameZh);
    return ok(c, rows.map((r) => ({ typeId: r.typeId, typeName: name(r) })));
  });

  app.get(report.goodsRanking.path, async (c) => {
    const q = queryOf(report.goodsRanking, c);
    return ok(c, await ranked(`goods:${q.typeId}:${q.dateType}:${q.pageSize}`, (latest) => goodsRanking({ db, apiOrigin, latest, typeId: q.typeId, days: q.dateType, limit: q.pageSize })));
  });

  app.get(report.goodsGrowth.path, async (c) => {
    const q = queryOf(report.goodsGrowth, c);
    return ok(c, await ranked(`growth:${q.typeId}:${q.pageSize}`, (latest) => goodsGrowth({ db, apiOrigin, latest, typeId: q.typeId, limit: q.pageSize })));
  });

  app.get(report.trendImages.path, async (c) => {
    const q = queryOf(report.trendImages, c);
    return ok(c, await ranked(`images:${q.typeId}:${q.pageSize}`, (latest) => trendImages({ db, apiOrigin, latest, typeId: q.typeId, limit: q.pageSize })));
  });

  app.get(report.mallSoaring.path, async (c) => {
    const q = queryOf(report.mallSoaring, c);
    return ok(c, await ranked(`malls:${q.typeId}:${q.dateType}:${q.pageSize}`, (latest) => mallSoaring({ db, apiOrigin, latest, typeId: q.typeId, days: q.dateType, limit: q.pageSize })));
  });

  app.get(report.hotSalesTypes.path, async (c) => {
    const q = queryOf(report.hotSalesTypes, c);
    const lang = q.lang ?? 'zh';
    return ok(c, await ranked(`types:${q.pId}:${q.dateType}:${lang}`, (latest) => hotSalesTypes({ db, apiOrigin, latest, typeId: q.pId, days: q.dateType, limit: 50, lang })));
  });

  app.get(report.dataTop5.path, async (c) => {
    const q = queryOf(report.dataTop5, c);
    const lang = q.lang ?? 'zh';
    return ok(c, await ranked(`top5:${q.typeId}:${lang}`, (latest) => dataTop5({ db, apiOrigin, latest, typeId: q.typeId, lang })));
  });

  app.get(report.keywordList.path, async (c) => {
    const q = queryOf(report.keywordList, c);
    const key = `words:${q.typeId}:${q.dateType}:${q.rankingType}:${q.pageSize}`;
    return ok(c, await ranked(key, (latest) => keywordList({ db, apiOrigin, latest, typeId: q.typeId, days: q.dateType, rankingType: q.rankingType, limit: q.pageSize })));
  });

  app.get(report.brandTop10.path, async (c) => {
    const q = queryOf(report.brandTop10, c);
    const by = q.salesOrGmv === 2 ? 'gmv' : 'sales';
    const days = q.dayOrWeek === 2 ? 7 : 1;
    return ok(c, await ranked(`brands:${q.typeId}:${by}:${days}`, (latest) => brandTop10({ db, apiOrigin, latest, typeId: q.typeId, days, by })));
  });

  app.get(report.officialNetSearch.path, async (c) => {
    const q = queryOf(report.officialNetSearch, c);
    const latest = await cachedLatestDay(db);
    return ok(c, latest ? await officialNetSearch({ db, latest, word: q.keyWord, lang: q.lang ?? 'zh', limit: q.pageSize }) : []);
  });

  app.get(report.surveyData.path, async (c) => ok(c, await cached(db, 'survey', () => surveyData(db))));

  const backfillAnswer = <E extends AppEnv>(c: Context<E>, outcome: BackfillOutcome) =>
    outcome.kind === 'indexed' ? refuse(c, 200, report.MARKET_CODES.alreadyIndexed, 'alreadyIndexed') : ok(c, outcome.request);

  app.get(report.searchLookup.path, async (c) => {
    const q = queryOf(report.searchLookup, c);
    const id = await lookupIndexed(db, q.type, q.id);
    return ok(c, { indexed: id !== null, id });
  });

  app.get(report.goodsMakeUp.path, requireUser(), async (c) => {
    const q = queryOf(report.goodsMakeUp, c);
    return backfillAnswer(c, await requestGoods(db, c.var.user.userId, q.goodsId));
  });

  app.get(report.mallReceivable.path, requireUser(), async (c) => {
    const q = queryOf(report.mallReceivable, c);
    return backfillAnswer(c, await requestMall(db, c.var.user.userId, q.mallParm));
  });

  app.route('/media', mediaRoutes(deps));
  return app;
}
