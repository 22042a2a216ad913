import { parseCataloguePage } from '@marketlens/core/ozon/catalogue-page';
import { sql } from 'drizzle-orm';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { catalogueView } from '../services/catalogue/view';
import { rows } from '../services/market/window';
import { openTestDatabase } from './db';
import { startFakeOzonCatalogue, type FakeOzonCatalogue } from './fake-ozon-catalogue';

describe('fake Ozon catalogue over HTTP', () => {
  let database: Database;
  let fake: FakeOzonCatalogue;
  beforeAll(async () => {
    database = await openTestDatabase(undefined);
    fake = await startFakeOzonCatalogue(database.db);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  const get = async (path: string) => {
    const res = await fetch(`${fake.url}${path}`);
    const body = await res.text();
    return { status: res.status, body, rows: parseCataloguePage(parseHTML(body).document, `${fake.url}${path}`) };
  };

  it('serves category, search, shop and goods pages that parse back to the truth of its day', async () => {
    const [cat] = await rows<{ id: number }>(database.db, sql`SELECT type_id AS id FROM categories WHERE parent_id IS NULL ORDER BY type_id LIMIT 1`);
    const categoryId = cat?.id ?? 0;
    const page = await get(`/category/anything-${categoryId}/`);
    expect(page.status).toBe(200);
    const truth = await catalogueView(database.db, { day: fake.state.day, page: 'category', categoryId });
    expect(page.rows.map((r) => [r.goodsId, r.position, r.price, r.reviews])).toEqual(truth.cards.map((c) => [c.goodsId, c.position, c.price, c.reviews]));
    const goodsId = truth.cards[0]?.goodsId ?? 0;
    const goods = await get(`/product/x-${goodsId}/`);
    expect(goods.rows).toHaveLength(1);
    expect(goods.rows[0]).toMatchObject({ goodsId, page: 'goods', price: truth.cards[0]?.price });
    const search = await get(`/search/?text=${encodeURIComponent('о')}&page=2`);
    expect(search.rows[0]?.position).toBe(37);
    const shop = await get(`/seller/s-${truth.cards[0]?.sellerId}/`);
    expect(shop.rows.length).toBeGreaterThan(0);
    expect(fake.state.requests).toContain(`/search/?text=${encodeURIComponent('о')}&page=2`);
  });

  it('shows another day when told, and answers 404 and 400 for what is not there', async () => {
    const [g] = await rows<{ id: number }>(database.db, sql`SELECT goods_id AS id FROM goods_daily WHERE day = ${fake.state.day}::date ORDER BY sales DESC LIMIT 1`);
    const today = await get(`/product/x-${g?.id}/`);
    const latest = fake.state.day;
    fake.setDay(new Date(Date.parse(latest) - 20 * 86_400_000).toISOString().slice(0, 10));
    const earlier = await get(`/product/x-${g?.id}/`);
    fake.setDay(latest);
    expect(earlier.rows[0]?.reviews ?? 0).toBeLessThan(today.rows[0]?.reviews ?? 0);
    expect((await get('/product/x-1/')).status).toBe(404);
    expect((await get('/category/none-1/')).status).toBe(404);
    expect((await get('/seller/none-1/')).status).toBe(404);
    expect((await get('/highlight/tovary-iz-kitaya-935133/')).status).toBe(404);
    expect((await get('/highlight/bestsellers-10985822/?page=0')).status).toBe(404);
    expect((await get('/search/?text=')).status).toBe(400);
    expect((await get('/search/?text=a&page=-1')).status).toBe(400);
    expect(() => fake.setDay('yesterday')).toThrow();
  });

  it('answers the faults it is told: 429 with Retry-After, then 500, then as usual', async () => {
    fake.state.faults.push({ kind: 'rateLimit', retryAfterSeconds: 3 }, { kind: 'serverError' });
    const first = await fetch(`${fake.url}/search/?text=a`);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('3');
    expect((await fetch(`${fake.url}/search/?text=a`)).status).toBe(500);
    expect((await fetch(`${fake.url}/search/?text=a`)).status).toBe(200);
  });
});
