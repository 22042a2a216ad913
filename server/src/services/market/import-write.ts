import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ImportRows } from './import-rows';

const BATCH = 2000;

/** Writes checked rows in one transaction (rows of the same id replace the stored ones); prices arrive in roubles and are stored in kopecks. */
export async function writeImport(db: Db, good: ImportRows): Promise<void> {
  const kop = (rub: number) => Math.round(rub * 100);
  await db.transaction(async (tx) => {
    const batches = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / BATCH) }, (_v, i) => list.slice(i * BATCH, (i + 1) * BATCH));
    const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
    for (const part of batches(good.shops)) {
      await tx.execute(sql`
        INSERT INTO shops (id, name, type_id, seller_type, fulfilment)
        SELECT r.id, r.name, r."typeId", coalesce(r."sellerType", 'local'), coalesce(r.fulfilment, 'FBO')
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, name text, "typeId" int, "sellerType" text, fulfilment text)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, type_id = excluded.type_id`);
      await tx.execute(sql`
        UPDATE shops s SET seller_type = coalesce(r."sellerType", s.seller_type), fulfilment = coalesce(r.fulfilment, s.fulfilment)
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, "sellerType" text, fulfilment text) WHERE s.id = r.id`);
    }
    for (const part of batches(good.brands)) {
      await tx.execute(sql`
        INSERT INTO brands (id, name, type_id)
        SELECT r.id, r.name, r."typeId" FROM jsonb_to_recordset(${json(part)}) AS r(id int, name text, "typeId" int)
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, type_id = excluded.type_id`);
    }
    // New goods continue in the daily step from their observed average (no trend, no surge).
    const avgSales = new Map<number, number>();
    for (const d of good.goodsDaily) avgSales.set(d.goodsId, (avgSales.get(d.goodsId) ?? 0) + d.sales);
    const days = new Map<number, number>();
    for (const d of good.goodsDaily) days.set(d.goodsId, (days.get(d.goodsId) ?? 0) + 1);
    const goodsRows = good.goods.map((g) => ({
      id: g.id,
      title: g.title,
      typeId: g.typeId,
      subTypeId: g.subTypeId,
      shopId: g.shopId,
      brandId: g.brandId,
      price: kop(g.price),
      listedOn: g.listedOn,
      rating: g.rating ?? null,
      reviews: g.reviews ?? null,
      sellers: g.sellers ?? null,
      minOfferPrice: g.minOfferPrice === undefined ? null : kop(g.minOfferPrice),
      baseSales: days.get(g.id) ? (avgSales.get(g.id) ?? 0) / (days.get(g.id) ?? 1) : 0,
    }));
    for (const part of batches(goodsRows)) {
      // A changed title or word loses its translations: the next market-translate run makes them again.
      await tx.execute(sql`
        INSERT INTO goods (id, title, type_id, sub_type_id, shop_id, brand_id, price, base_sales, trend, surge_days_ago, listed_on, rating, reviews_base, review_rate, sellers, min_offer_price)
        SELECT r.id, r.title, r."typeId", r."subTypeId", r."shopId", r."brandId", r.price, r."baseSales", 0, NULL, r."listedOn"::date,
               coalesce(r.rating, 0), coalesce(r.reviews, 0), 0, coalesce(r.sellers, 1), coalesce(r."minOfferPrice", r.price)
          FROM jsonb_to_recordset(${json(part)})
            AS r(id int, title text, "typeId" int, "subTypeId" int, "shopId" int, "brandId" int, price int, "listedOn" text, rating float8, reviews int, sellers int, "minOfferPrice" int, "baseSales" float8)
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, type_id = excluded.type_id, sub_type_id = excluded.sub_type_id, shop_id = excluded.shop_id,
          brand_id = excluded.brand_id, price = excluded.price, listed_on = excluded.listed_on,
          leaf_type_id = CASE WHEN excluded.sub_type_id = goods.sub_type_id THEN goods.leaf_type_id END,
          title_zh = CASE WHEN excluded.title = goods.title THEN goods.title_zh END, title_en = CASE WHEN excluded.title = goods.title THEN goods.title_en END`);
      // Optional figures replace the stored ones only where the import gives them.
      await tx.execute(sql`
        UPDATE goods g SET rating = coalesce(r.rating, g.rating), reviews_base = coalesce(r.reviews, g.reviews_base), sellers = coalesce(r.sellers, g.sellers),
               min_offer_price = coalesce(r."minOfferPrice", g.min_offer_price)
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, rating float8, reviews int, sellers int, "minOfferPrice" int)
         WHERE g.id = r.id`);
      // The daily rows copy the goods' categories (the leaf stays while its subcategory does), shop and brand: keep them in step with a changed goods.
      await tx.execute(sql`
        UPDATE goods_daily d SET type_id = g.type_id, sub_type_id = g.sub_type_id, leaf_type_id = g.leaf_type_id, shop_id = g.shop_id, brand_id = g.brand_id
          FROM goods g WHERE d.goods_id = g.id AND g.id = ANY(${`{${part.map((r) => r.id).join(',')}}`}::int[])
           AND (d.type_id, d.sub_type_id, d.leaf_type_id, d.shop_id, d.brand_id) IS DISTINCT FROM (g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id)`);
    }
    const daily = good.goodsDaily.map((d) => ({ goodsId: d.goodsId, day: d.day, sales: d.sales, price: d.price === undefined ? null : kop(d.price) }));
    for (const part of batches(daily)) {
      await tx.execute(sql`
        INSERT INTO goods_daily (goods_id, day, type_id, sub_type_id, leaf_type_id, shop_id, brand_id, sales, gmv)
        SELECT r."goodsId", r.day::date, g.type_id, g.sub_type_id, g.leaf_type_id, g.shop_id, g.brand_id, r.sales, r.sales::bigint * coalesce(r.price, g.price)
          FROM jsonb_to_recordset(${json(part)}) AS r("goodsId" int, day text, sales int, price int)
          JOIN goods g ON g.id = r."goodsId"
        ON CONFLICT (goods_id, day) DO UPDATE SET sales = excluded.sales, gmv = excluded.gmv`);
    }
    const heat = new Map<number, { sum: number; n: number }>();
    for (const d of good.keywordDaily) heat.set(d.keywordId, { sum: (heat.get(d.keywordId)?.sum ?? 0) + d.heat, n: (heat.get(d.keywordId)?.n ?? 0) + 1 });
    const keywordRows = good.keywords.map((k) => ({ ...k, baseHeat: Math.max(1, (heat.get(k.id)?.sum ?? 1) / (heat.get(k.id)?.n ?? 1)) }));
    for (const part of batches(keywordRows)) {
      await tx.execute(sql`
        INSERT INTO keywords (id, word, word_zh, type_id, sub_type_id, base_heat, trend)
        SELECT r.id, r.word, r."wordZh", r."typeId", r."subTypeId", r."baseHeat", 0
          FROM jsonb_to_recordset(${json(part)}) AS r(id int, word text, "wordZh" text, "typeId" int, "subTypeId" int, "baseHeat" float8)
        ON CONFLICT (id) DO UPDATE SET word = excluded.word, type_id = excluded.type_id, sub_type_id = excluded.sub_type_id,
          word_zh = coalesce(excluded.word_zh, CASE WHEN excluded.word = keywords.word THEN keywords.word_zh END), word_en = CASE WHEN excluded.word = keywords.word THEN keywords.word_en END`);
      await tx.execute(sql`
        UPDATE keyword_daily d SET type_id = k.type_id FROM keywords k
         WHERE d.keyword_id = k.id AND k.id = ANY(${`{${part.map((r) => r.id).join(',')}}`}::int[]) AND d.type_id <> k.type_id`);
    }
    for (const part of batches(good.keywordDaily)) {
      await tx.execute(sql`
        INSERT INTO keyword_daily (keyword_id, day, type_id, heat, click_heat)
        SELECT r."keywordId", r.day::date, k.type_id, r.heat, r."clickHeat"
          FROM jsonb_to_recordset(${json(part)}) AS r("keywordId" int, day text, heat int, "clickHeat" int)
          JOIN keywords k ON k.id = r."keywordId"
        ON CONFLICT (keyword_id, day) DO UPDATE SET heat = excluded.heat, click_heat = excluded.click_heat`);
    }
  });
}
