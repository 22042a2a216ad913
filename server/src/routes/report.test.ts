import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { report } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { leavesOf, VOCABULARY } from '../services/market/generate';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };

describe.each(testTargets)('market data calls on $name', ({ url }) => {
  let server: TestServer;
  let auth: Record<string, string>;
  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await server.app.request(`/api${path}`, { headers });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  beforeAll(async () => {
    server = await openTestServer(url);
    auth = (await signIn(server, '13900001111')).headers;
  });
  afterAll(async () => server.close());

  it('ranks goods by the latest day sales, best first, with revenue = price × daySales', async () => {
    const { status, body } = await get<report.HotGoodsRow[]>('/goods-ranking/list?typeId=99997&dateType=1');
    expect(status).toBe(200);
    expect(report.goodsRanking.response.parse(body).code).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
    const sales = body.data.map((r) => r.daySales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    for (const row of body.data) expect(row.revenue).toBe(row.price * row.daySales);
    expect(body.data[0]?.goodsName).toMatch(/[а-яё]/i);
  });

  it('answers the same ranking for the same seed and a different one for a wider window', async () => {
    const day = await get<report.HotGoodsRow[]>('/goods-ranking/list?dateType=1&pageSize=20');
    const again = await get<report.HotGoodsRow[]>('/goods-ranking/list?dateType=1&pageSize=20');
    const month = await get<report.HotGoodsRow[]>('/goods-ranking/list?dateType=30&pageSize=20');
    expect(again.body.data).toEqual(day.body.data);
    expect(day.body.data).toHaveLength(20);
    expect(month.body.data.map((r) => r.goodsId)).not.toEqual(day.body.data.map((r) => r.goodsId));
  });

  it('refuses a window that is not 1, 7 or 30 days and a category id that is not a number', async () => {
    expect((await get('/goods-ranking/list?dateType=5')).status).toBe(400);
    const bad = await get('/goods-ranking/list?typeId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(400);
  });

  it('lists soaring goods and shops with their growth as a multiple above 1', async () => {
    const goods = await get<report.SoaringGoodsRow[]>('/goods-growth/list');
    expect(report.goodsGrowth.response.parse(goods.body).data.length).toBeGreaterThan(0);
    expect(goods.body.data[0]?.dayGrowth).toBeGreaterThan(1);
    const shops = await get<report.SoaringShopRow[]>('/mall-soar/soaringList?dateType=7');
    expect(report.mallSoaring.response.parse(shops.body).data.length).toBeGreaterThan(0);
    const growth = shops.body.data.map((r) => r.yesterdayGrowth);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
  });

  it('breaks a category into its subcategories by sales in the asked language', async () => {
    const { body } = await get<report.HotCategoryRow[]>('/industry-trend/hotSalesTypes?pId=99991&lang=en');
    expect(report.hotSalesTypes.response.parse(body).data).toHaveLength(5);
    expect(body.data.every((r) => Math.floor(r.typeId / 100) === 99991)).toBe(true);
    expect(body.data.map((r) => r.typeName)).toContain('Phone Accessories');
    const top = await get<report.HotCategoryRow[]>('/industry-trend/hotSalesTypes');
    expect(top.body.data).toHaveLength(12);
  });

  it('ranks search words by heat, by click heat and by growth', async () => {
    const byHeat = await get<report.HotKeywordRow[]>('/popularize/keywordList?typeId=99998&dateType=7&rankingType=1');
    const heat = byHeat.body.data.map((r) => r.heat);
    expect(heat).toEqual([...heat].sort((a, b) => b - a));
    // Each row names its word's id, for the word's detail view.
    expect(new Set(byHeat.body.data.map((r) => r.keywordId)).size).toBe(byHeat.body.data.length);
    expect(byHeat.body.data.every((r) => Number.isInteger(r.keywordId) && (r.keywordId ?? 0) > 0)).toBe(true);
    const byClick = await get<report.HotKeywordRow[]>('/popularize/keywordList?dateType=7&rankingType=2');
    const click = byClick.body.data.map((r) => r.clickHeat);
    expect(click).toEqual([...click].sort((a, b) => b - a));
    const byGrowth = await get<report.HotKeywordRow[]>('/popularize/keywordList?rankingType=3');
    expect(report.keywordList.response.parse(byGrowth.body).data.length).toBe(10);
    expect((await get('/popularize/keywordList?rankingType=9')).status).toBe(400);
  });

  it('lists ten brands ordered by sales or by GMV', async () => {
    const bySales = await get<report.HotBrandRow[]>('/brand-grail/brandSalesGmvTop10');
    expect(bySales.body.data).toHaveLength(10);
    const byGmv = await get<report.HotBrandRow[]>('/brand-grail/brandSalesGmvTop10?salesOrGmv=2&dayOrWeek=2');
    const gmv = byGmv.body.data.map((r) => r.gmv);
    expect(gmv).toEqual([...gmv].sort((a, b) => b - a));
    expect(byGmv.body.data[0]?.brandImgUrl).toMatch(/^\/api\/media\/brand\/\d+\.svg$/);
  });

  it('serves a generated thumbnail for a ranked goods, immutable, and 404 for an unknown id', async () => {
    const { body } = await get<report.HotGoodsRow[]>('/goods-ranking/list');
    const url = body.data[0]?.thumbUrl ?? '';
    const res = await server.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('<svg');
    expect((await server.app.request('/api/media/goods/1.svg')).status).toBe(404);
  });

  it('finds search words containing a fragment, top five subcategories and the market size', async () => {
    const words = await get<report.OfficialSearchRow[]>(`/ozon-report-service/v1/keyword/officialNetSearch?keyWord=${encodeURIComponent('КРОССОВКИ')}`);
    expect(words.body.data.length).toBeGreaterThan(0);
    expect(words.body.data.every((r) => r.keyWord.includes('кроссовки'))).toBe(true);
    expect(words.body.data.every((r) => Number.isInteger(r.keywordId))).toBe(true);
    // Each generated word has its Chinese, and a Chinese fragment finds the words by it.
    expect(words.body.data.every((r) => typeof r.keyWordZh === 'string' && /\p{Script=Han}/u.test(r.keyWordZh))).toBe(true);
    const zh = await get<report.OfficialSearchRow[]>(`/ozon-report-service/v1/keyword/officialNetSearch?keyWord=${encodeURIComponent('运动鞋')}`);
    expect(zh.body.data.length).toBeGreaterThan(0);
    expect(zh.body.data.every((r) => r.keyWordZh?.includes('运动鞋') && r.keyWord.startsWith('кроссовки'))).toBe(true);
    expect((await get('/ozon-report-service/v1/keyword/officialNetSearch?keyWord=')).status).toBe(400);
    const top5 = await get<report.CategoryTopRow[]>('/ozon-report-service/v1/cat/dataTop5?typeId=99996&lang=ru');
    expect(top5.body.data).toHaveLength(5);
    expect(top5.body.data.reduce((s, r) => s + r.share, 0)).toBeCloseTo(1, 1);
    const survey = await get<report.SurveyData>('/trend-survey/surveyData');
    // Three levels: the twelve top categories, their subcategories and the subcategories' leaves.
    expect(survey.body.data.categoryCount).toBe(VOCABULARY.reduce((n, c) => n + 1 + c.subs.length + c.subs.reduce((m, s) => m + leavesOf(s).length, 0), 0));
    // A daily row per goods and day since its listing: goods listed inside the history have fewer.
    const full = survey.body.data.goodsCount * survey.body.data.historyDays;
    expect(survey.body.data.salesRecords).toBeLessThan(full);
    expect(survey.body.data.salesRecords).toBeGreaterThan(full * 0.85);
    const images = await get<report.TrendImage[]>('/ozon-report-service/v1/tiktok/image?pageSize=5');
    expect(report.trendImages.response.parse(images.body).data.length).toBeGreaterThan(0);
    const subs = await get<report.HomeCategory[]>('/ozon-report-service/v1/cat/homeCat?pId=99987&lang=zh');
    expect(subs.body.data.map((r) => r.typeName)).toContain('汽车电子');
  });

  it('stores a back-fill request once per user and id, and says when the goods is already indexed', async () => {
    expect((await get('/goods-detail/goodsMakeUp?goodsId=123')).status).toBe(401);
    const first = await get<report.Backfill>('/goods-detail/goodsMakeUp?goodsId=987654321', auth);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ type: 'good', suppleId: '987654321', status: 'pending' });
    const again = await get<report.Backfill>('/goods-detail/goodsMakeUp?goodsId=987654321', auth);
    expect(again.body.data.id).toBe(first.body.data.id);
    const { body } = await get<report.HotGoodsRow[]>('/goods-ranking/list');
    const indexed = await get(`/goods-detail/goodsMakeUp?goodsId=${body.data[0]?.goodsId}`, auth);
    expect(indexed.body.code).toBe(report.MARKET_CODES.alreadyIndexed);
    expect(indexed.body.message).toBeTruthy();
    expect((await get('/goods-detail/goodsMakeUp?goodsId=12ab', auth)).status).toBe(400);
  });

  it('tells the home search, without a session, whether a goods or shop is indexed', async () => {
    const { body } = await get<report.HotGoodsRow[]>('/goods-ranking/list');
    const goodsId = body.data[0]?.goodsId;
    const found = await get<{ indexed: boolean; id: number | null }>(`/search/lookup?type=good&id=${goodsId}`);
    expect(found.body.data).toEqual({ indexed: true, id: Number(goodsId) });
    expect((await get<{ indexed: boolean }>('/search/lookup?type=good&id=987654321')).body.data).toEqual({ indexed: false, id: null });
    expect((await get<{ indexed: boolean }>('/search/lookup?type=good&id=99999999999999')).body.data).toEqual({ indexed: false, id: null });
    const shops = await get<report.SoaringShopRow[]>('/mall-soar/soaringList');
    const shop = shops.body.data[0];
    const byLink = await get<{ indexed: boolean; id: number | null }>(`/search/lookup?type=mall&id=${encodeURIComponent(`https://www.ozon.ru/seller/shop-${shop?.mallId}/`)}`);
    expect(byLink.body.data).toEqual({ indexed: true, id: Number(shop?.mallId) });
    expect((await get('/search/lookup?type=brand&id=1')).status).toBe(400);
  });

  it('reads a shop link, a name or an id in a shop back-fill request', async () => {
    const link = await get<report.Backfill>(`/mall-detail/mallReceivable?mallParm=${encodeURIComponent('https://www.ozon.ru/seller/new-shop-77001/')}`, auth);
    expect(link.body.data).toMatchObject({ type: 'mall', suppleId: '77001' });
    const byId = await get<report.Backfill>('/mall-detail/mallReceivable?mallParm=77001', auth);
    expect(byId.body.data.id).toBe(link.body.data.id);
    const { body } = await get<report.SoaringShopRow[]>('/mall-soar/soaringList');
    const name = body.data[0]?.mallName ?? '';
    const indexed = await get(`/mall-detail/mallReceivable?mallParm=${encodeURIComponent(name.toUpperCase())}`, auth);
    expect(indexed.body.code).toBe(report.MARKET_CODES.alreadyIndexed);
  });
});
