import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { myshopDaily, sellerShops } from '../../db/schema/index';
import { openTestDatabase, testTargets } from '../../testing/db';
import { startFakeOzonCatalogue, type FakeOzonCatalogue } from '../../testing/fake-ozon-catalogue';
import { catalogueView } from '../catalogue/view';
import { runEstimateStep } from '../estimates/index';
import { rows } from '../market/window';
import { runCollector } from './run';

const shift = (day: string, by: number) => new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/**
 * The whole road in: a truth database with the generated market behind the fake catalogue, the
 * collector reading it over HTTP into a second, observed market's database, and the daily estimate
 * step turning those observations into the goods and goods-days the workbench reads.
 */
describe.each(testTargets)('collector observations into the market tables ($name)', ({ url }) => {
  let truth: Database;
  let market: Database;
  let fake: FakeOzonCatalogue;
  let last: string;
  const bound = new Map<number, number>();
  /** The panel's true units of a day, as the bound shops' Seller API sync stores them. */
  const syncPanel = async (day: string) => {
    const found = await rows<{ goods_id: number; shop_id: number; sales: number; gmv: number }>(
      truth.db,
      sql`SELECT goods_id, shop_id, sales, gmv FROM goods_daily WHERE day = ${day}::date AND shop_id IN (SELECT value::int FROM jsonb_array_elements_text(${JSON.stringify([...bound.keys()])}::jsonb))`,
    );
    const values = found.map((r) => ({ shopId: bound.get(r.shop_id) ?? 0, day, sku: r.goods_id, orders: r.sales, units: r.sales, revenue: Number(r.gmv) }));
    if (values.length) await market.db.insert(myshopDaily).values(values).onConflictDoNothing();
  };
  beforeAll(async () => {
    truth = await openTestDatabase(url);
    market = await openTestDatabase(url);
    // An observed market starts empty: the generated market goes, the category tree stays.
    for (const table of ['goods_daily', 'goods', 'shops', 'brands', 'keyword_positions', 'observations', 'estimate_calibration', 'myshop_daily', 'seller_shops']) {
      await market.db.execute(sql.raw(`DELETE FROM ${table}`));
    }
    fake = await startFakeOzonCatalogue(truth.db);
    last = fake.state.day;
    // The calibration panel: every other shop of the market bound with its consent, as the shops of "My shops" are.
    const shops = await rows<{ id: number; name: string }>(truth.db, sql`SELECT id, name FROM shops WHERE EXISTS (SELECT 1 FROM goods g WHERE g.shop_id = shops.id) ORDER BY id`);
    for (const [i, shop] of shops.entries()) {
      if (i % 2) continue;
      const [row] = await market.db
        .insert(sellerShops)
        .values({ userId: 2_000_000 + i, clientId: `panel-${shop.id}`, apiKeyEnc: '-', keyHint: '----', name: shop.name, marketShopId: shop.id, shareForCalibration: true })
        .returning();
      if (row) bound.set(shop.id, row.id);
    }
  });
  afterAll(async () => {
    await fake.close();
    await market.close();
    await truth.close();
  });

  it('lands what the catalogue showed as goods and goods-days estimated from observations', async () => {
    const config = { baseUrl: fake.url, paceMs: 0, proxy: undefined, maxPagesPerRun: 120, retries: 1, timeoutMs: 10_000, backoffMs: 10, backoffMaxMs: 100 };
    for (const day of [shift(last, -2), shift(last, -1), last]) {
      fake.setDay(day);
      const run = await runCollector(market.db, config, { now: new Date(`${day}T09:00:00Z`) });
      expect(run.failures).toBe(0);
      expect(run.observations).toBeGreaterThan(0);
      await syncPanel(day);
      await runEstimateStep(market.db, { day, rollups: false });
    }
    const [daily] = await rows<{ n: number; model: number; observed: number }>(
      market.db,
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE method IN ('model', 'import'))::int AS model, count(*) FILTER (WHERE observed > 0)::int AS observed
          FROM goods_daily WHERE day = ${last}::date`,
    );
    expect(daily?.n).toBeGreaterThan(50);
    expect(daily?.model).toBe(0);
    expect(daily?.observed).toBeGreaterThan(0);
    // The goods' cards are what the truth showed on the last day.
    const [seen] = await rows<{ id: number; price: number; shop_id: number }>(
      market.db,
      sql`SELECT g.id, g.price, g.shop_id FROM goods g JOIN goods_daily d ON d.goods_id = g.id AND d.day = ${last}::date WHERE d.observed > 0 ORDER BY g.id LIMIT 1`,
    );
    const shown = await catalogueView(truth.db, { day: last, page: 'goods', goodsId: seen?.id ?? 0 });
    expect({ price: seen?.price, shop: seen?.shop_id }).toEqual({ price: shown.cards[0]?.price, shop: shown.cards[0]?.sellerId });
    const [positions] = await rows<{ n: number }>(market.db, sql`SELECT count(*)::int AS n FROM keyword_positions WHERE day = ${last}::date`);
    expect(positions?.n).toBeGreaterThan(0);
  });
});
