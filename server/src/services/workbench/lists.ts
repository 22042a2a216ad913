import { sql, type SQL } from 'drizzle-orm';
import type { workbench } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { mediaUrl } from '../market/thumbs';
import { rows } from '../market/window';
import type { ResolvedWindow } from './access';
import { customRange } from './ranges';
import { cachedCount, categoryCondition, growthOf, nameColumn, num, range, translatedOf, type GoodsQuery, type Lang, type ListArgs, type Paged } from './list-query';

// The lists of the workbench: goods here, search words in keyword-list.ts, shops, brands and categories in group-list.ts.
export { categoryCondition, nameColumn, type GoodsQuery, type GroupQuery, type KeywordQuery, type Paged } from './list-query';
export { keywordPage, keywordSource } from './keyword-list';
export { groupPage, groupSource, OPPORTUNITY_GROWTH_CAP, type GroupKind } from './group-list';

// ---- Goods ----

/**
 * A goods order: the sort column, then the goods id the same way, spelled as the list indexes are
 * built (DESC NULLS LAST) so that one index read forwards or backwards serves both directions. Only
 * growth and the score can be null ("no data"): those stay last whichever way the list runs.
 */
const goodsOrder = (column: string, alias: string, order: 'asc' | 'desc') => {
  const nulls = order === 'desc' || GOODS_NULLABLE.has(column) ? 'NULLS LAST' : 'NULLS FIRST';
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  return sql.raw(`${alias}.${column} ${dir} ${nulls}, ${alias}.goods_id ${dir} ${nulls}`);
};

/**
 * Per-goods figures of the window with what the filters and sorts need: the card's listing day, age
 * (days listed as of the window's last day), reviews, seller type and sellers, its subcategory's
 * competitors and its potential-goods score. A fixed window reads the rollup alone (those columns are
 * kept there); a custom range reads the same columns from the rollup of that range (goods_range).
 */
export async function goodsSource(db: Db, w: ResolvedWindow, typeId: number | undefined): Promise<SQL> {
  if (w.fixed !== null) {
    return sql`SELECT gw.goods_id, gw.type_id, gw.sub_type_id, gw.shop_id, gw.brand_id, gw.price, gw.sales, gw.gmv, gw.prev_sales, gw.growth,
                      gw.reviews, gw.listed_on, gw.seller_type, gw.sellers, (${w.to}::date - gw.listed_on) AS age, gw.competitors, gw.opportunity
               FROM goods_window gw
               WHERE gw.window_days = ${w.fixed} AND gw.observed_days > 0${await categoryCondition(db, 'gw', typeId)}`;
  }
  // A custom range reads the rollup of that range, built by its first request (ranges.ts).
  return sql`SELECT gr.goods_id, gr.type_id, gr.sub_type_id, gr.shop_id, gr.brand_id, gr.price, gr.sales, gr.gmv, gr.prev_sales, gr.growth,
                    gr.reviews, gr.listed_on, gr.seller_type, gr.sellers, (${w.to}::date - gr.listed_on) AS age, gr.competitors, gr.opportunity
             FROM goods_range gr
             WHERE gr.range_id = ${await customRange(db, w)}${await categoryCondition(db, 'gr', typeId)}`;
}

const GOODS_SORT: Record<(typeof workbench.GOODS_SORTS)[number], string> = {
  sales: 'sales', gmv: 'gmv', price: 'price', growth: 'growth', reviews: 'reviews', listedOn: 'listed_on', opportunity: 'opportunity', sellers: 'sellers',
};
const GOODS_NULLABLE = new Set(['growth', 'opportunity']);

interface GoodsRowDb extends Record<string, unknown> {
  goods_id: number; type_id: number; sub_type_id: number; shop_id: number; brand_id: number; price: number;
  sales: number; gmv: string | number; prev_sales: number; growth: number | null;
  reviews: number; listed_on: string; rating: number; seller_type: 'cn' | 'local'; fulfilment: 'FBO' | 'FBS' | 'rFBS'; opportunity: number | null;
  sellers: number; min_offer_price: number;
  title: string; title_zh: string | null; title_en: string | null; shop_name: string; brand_name: string; type_name: string; sub_name: string;
}

function goodsRow(r: GoodsRowDb, apiOrigin: string, lang: Lang): workbench.GoodsRow {
  return {
    goodsId: r.goods_id, title: r.title, titleTranslated: translatedOf(lang, r.title, r.title_zh, r.title_en), thumbUrl: mediaUrl(apiOrigin, 'goods', r.goods_id),
    typeId: r.type_id, typeName: r.type_name, subTypeId: r.sub_type_id, subTypeName: r.sub_name,
    shopId: r.shop_id, shopName: r.shop_name, brandId: r.brand_id, brandName: r.brand_name,
    price: num(r.price), sales: num(r.sales), gmv: num(r.gmv), prevSales: num(r.prev_sales), growth: growthOf(r.growth),
    listedOn: String(r.listed_on).slice(0, 10), reviews: num(r.reviews), rating: num(r.rating), sellerType: r.seller_type, fulfilment: r.fulfilment,
    opportunity: r.opportunity === null || r.opportunity === undefined ? null : num(r.opportunity),
    sellers: num(r.sellers), minOfferPrice: num(r.min_offer_price),
  };
}

/**
 * The filters the window's figures do not hold: the card's rating, its shop's fulfilment, and the days
 * of the window without a sale (one primary-key range per goods, read only when that filter is set).
 */
function cardConditions(q: GoodsQuery, w: ResolvedWindow): SQL {
  const rating = q.ratingMin === undefined && q.ratingMax === undefined ? sql``
    : sql` AND EXISTS (SELECT 1 FROM goods gr WHERE gr.id = s.goods_id${range(sql`gr.rating`, q.ratingMin, q.ratingMax)})`;
  const fulfilment = q.fulfilment === undefined ? sql`` : sql` AND EXISTS (SELECT 1 FROM shops sf WHERE sf.id = s.shop_id AND sf.fulfilment = ${q.fulfilment})`;
  const idle = q.idleDaysMin === undefined && q.idleDaysMax === undefined ? sql``
    : range(sql`(SELECT count(*) FROM goods_daily di WHERE di.goods_id = s.goods_id AND di.day BETWEEN ${w.from} AND ${w.to} AND di.sales = 0)`, q.idleDaysMin, q.idleDaysMax);
  return sql`${rating}${fulfilment}${idle}`;
}

/** Goods of the window with the filters, sorted and paged in the database. */
export async function goodsPage(a: ListArgs & { q: GoodsQuery; extra?: SQL }): Promise<Paged<workbench.GoodsRow>> {
  const { q } = a;
  const where = sql`true${range(sql`s.price`, q.priceMin, q.priceMax)}${range(sql`s.sales`, q.salesMin, q.salesMax)}${range(sql`s.growth`, q.growthMin, q.growthMax)}${
    q.brandId === undefined ? sql`` : sql` AND s.brand_id = ${q.brandId}`}${q.shopId === undefined ? sql`` : sql` AND s.shop_id = ${q.shopId}`}${
    q.sellerType === undefined ? sql`` : sql` AND s.seller_type = ${q.sellerType}`}${q.listedWithin === undefined ? sql`` : sql` AND s.age <= ${q.listedWithin}`}${
    q.listedInWindow === undefined ? sql`` : sql` AND s.listed_on >= ${a.w.from}::date`}${range(sql`s.reviews`, q.reviewsMin, q.reviewsMax)}${range(sql`s.sellers`, q.sellersMin, q.sellersMax)}${cardConditions(q, a.w)}${a.extra ?? sql``}`;
  const source = await goodsSource(a.db, a.w, a.typeId);
  const [count] = await cachedCount<{ n: number }>(a.db, sql`SELECT count(*)::int AS n FROM (${source}) s WHERE ${where}`);
  const found = a.limit === 0 ? [] : await rows<GoodsRowDb>(
    a.db,
    sql`SELECT p.*, g.title, g.title_zh, g.title_en, g.rating, sh.fulfilment, LEAST(g.min_offer_price, p.price) AS min_offer_price, sh.name AS shop_name, b.name AS brand_name,
               ${nameColumn(a.lang, 'c1')} AS type_name, ${nameColumn(a.lang, 'c2')} AS sub_name
        FROM (SELECT s.* FROM (${source}) s WHERE ${where} ORDER BY ${goodsOrder(GOODS_SORT[q.sort], 's', a.order)} LIMIT ${a.limit} OFFSET ${a.offset}) p
        JOIN goods g ON g.id = p.goods_id JOIN shops sh ON sh.id = p.shop_id JOIN brands b ON b.id = p.brand_id
        JOIN categories c1 ON c1.type_id = p.type_id JOIN categories c2 ON c2.type_id = p.sub_type_id
        ORDER BY ${goodsOrder(GOODS_SORT[q.sort], 'p', a.order)}`,
  );
  return { list: found.map((r) => goodsRow(r, a.apiOrigin, a.lang)), matched: count?.n ?? 0 };
}
