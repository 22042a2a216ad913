import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { cardsOf } from '../catalogue/view';
import { addDays } from './sales';

/**
 * A batch from a hostile or broken client, observed "on" `day`: wrong types, impossible prices,
 * ratings and positions, goods ids Ozon cannot have, stale and future rows, outlier prices and
 * inflated review counts of the best-selling goods, the bestseller listing's first place claimed for
 * each of them, and a flood of one goods under hundreds of search words. None of it may move the
 * estimates.
 */
export async function hostileBatch(truth: Db, day: string): Promise<unknown[]> {
  const top = await rows<{ goods_id: number }>(truth, sql`SELECT goods_id FROM goods_daily WHERE day = ${day}::date ORDER BY sales DESC, goods_id LIMIT 20`);
  const cards = await cardsOf(truth, day, top.map((t) => t.goods_id));
  const at = `${day}T12:00:00Z`;
  const out: unknown[] = [
    null,
    42,
    'goods',
    { goodsId: 'x', observedAt: at, page: 'goods', title: 't', price: 100 },
    { goodsId: 1.5, observedAt: at, page: 'goods', title: 't', price: 100 },
    { goodsId: 1_400_000_123, observedAt: 'yesterday', page: 'goods', title: 't', price: 100 },
    { goodsId: 1_400_000_123, observedAt: at, page: 'moon', title: 't', price: 100 },
    { goodsId: 1_400_000_123, observedAt: at, page: 'goods', title: 't', price: '100' },
    { goodsId: 7, observedAt: at, page: 'goods', title: 'a goods id no card has', price: 9900 },
    { goodsId: 1_400_000_123, observedAt: `${addDays(day, -10)}T12:00:00Z`, page: 'goods', title: 'stale', price: 9900 },
    { goodsId: 1_400_000_123, observedAt: `${addDays(day, 2)}T12:00:00Z`, page: 'goods', title: 'future', price: 9900 },
  ];
  for (const [i, c] of cards.entries()) {
    const base = { goodsId: c.goodsId, observedAt: at, title: c.title, sellerId: c.sellerId, sellerName: c.sellerName, scheme: c.scheme };
    out.push({ ...base, page: 'goods', price: -c.price });
    out.push({ ...base, page: 'goods', price: 0 });
    out.push({ ...base, page: 'goods', price: c.price, rating: 9 });
    out.push({ ...base, page: 'search', query: 'x', position: 0, price: c.price });
    // Outlier price and reviews, and a first place on a page the goods is not on.
    out.push({ ...base, page: 'goods', price: c.price * 50, reviews: c.reviews * 20, rating: 5 });
    out.push({ ...base, page: 'category', categoryId: 999_999, position: 1, price: Math.round(c.price / 40), reviews: c.reviews * 20 });
    // The first place of the bestseller listing claimed for every one of them, and a category id no page has.
    out.push({ ...base, page: 'category', categoryId: 0, position: 1, price: c.price, reviews: c.reviews * 20 });
    out.push({ ...base, page: 'category', categoryId: -1, position: 1, price: c.price });
    if (i === 0) {
      for (let n = 0; n < 300; n++) out.push({ ...base, page: 'search', query: `flood ${n}`, position: 1, price: c.price, reviews: c.reviews * 10, stock: 0 });
    }
  }
  return out;
}
