import { sql } from 'drizzle-orm';
import type { patrol as contract } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { intArray } from '../monitor/figures';
import { PatrolRefusal } from '../patrol/refusal';
import { SellerApiError, type SellerApi, type SellerGoods } from './client';
import type { SecretBox } from './secret-box';
import { reviveSync } from './sync-state';
import { forgetShopData } from './sync-store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes one place of `kind` within `limit` (null: no limit) in one conditional upsert; undefined when none is left. */
export async function takePlace(tx: Pick<Db, 'execute'>, userId: number, kind: 'shops' | 'patrol', limit: number | null): Promise<number | undefined> {
  const found = await tx.execute<{ used: number }>(sql`
    INSERT INTO member_usage (user_id, kind, used) SELECT ${userId}, ${kind}, 1 WHERE ${limit ?? 1} > 0
    ON CONFLICT (user_id, kind) DO UPDATE SET used = member_usage.used + 1 ${limit === null ? sql`` : sql`WHERE member_usage.used < ${limit}`}
    RETURNING used`);
  const used = found.rows[0]?.used;
  return used === undefined ? undefined : Number(used);
}

/** Gives `count` places of `kind` back; returns the places now used. */
export async function givePlaces(tx: Pick<Db, 'execute'>, userId: number, kind: 'shops' | 'patrol', count: number): Promise<number> {
  const found = await tx.execute<{ used: number }>(sql`UPDATE member_usage SET used = GREATEST(0, used - ${count}) WHERE user_id = ${userId} AND kind = ${kind} RETURNING used`);
  return Number(found.rows[0]?.used ?? 0);
}

/** Reads a shop's goods through the Seller API; a refusal or outage becomes the member's code. */
async function readGoods(api: SellerApi, clientId: string, apiKey: string): Promise<SellerGoods[]> {
  try {
    return await api.shopGoods({ clientId, apiKey });
  } catch (err) {
    if (err instanceof SellerApiError) throw new PatrolRefusal(err.reason === 'badCredentials' ? 'badCredentials' : 'sellerApiUnavailable');
    throw err;
  }
}

/** Replaces the stored goods of a shop and sets the market shop most of them belong to; returns how many are in the index. */
async function storeGoods(tx: Tx, shopId: number, goods: readonly SellerGoods[]): Promise<number> {
  await tx.execute(sql`DELETE FROM seller_shop_goods WHERE shop_id = ${shopId}`);
  for (let i = 0; i < goods.length; i += 1000) {
    const part = goods.slice(i, i + 1000).map((g) => ({ sku: g.sku, product_id: g.productId, offer_id: g.offerId, price: g.price, stock: g.stock }));
    await tx.execute(sql`
      INSERT INTO seller_shop_goods (shop_id, sku, product_id, offer_id, price, stock)
      SELECT ${shopId}, g.sku, g.product_id, g.offer_id, g.price, g.stock
      FROM jsonb_to_recordset(${JSON.stringify(part)}::jsonb) AS g(sku int, product_id text, offer_id text, price int, stock int)
      ON CONFLICT DO NOTHING`);
  }
  const [top] = (
    await tx.execute<{ shop_id: number; n: number; total: number }>(sql`
      SELECT g.shop_id, count(*)::int AS n, sum(count(*)) OVER ()::int AS total FROM seller_shop_goods sg JOIN goods g ON g.id = sg.sku
      WHERE sg.shop_id = ${shopId} GROUP BY g.shop_id ORDER BY n DESC, g.shop_id LIMIT 1`)
  ).rows;
  await tx.execute(sql`UPDATE seller_shops SET market_shop_id = ${top ? Number(top.shop_id) : null}, synced_at = now() WHERE id = ${shopId}`);
  return Number(top?.total ?? 0);
}

/**
 * Binds a shop: the pair is verified by reading the shop's goods through the Seller API (nothing is
 * stored when it is refused or unreachable); then, in one transaction, a place of the tier's shops
 * is taken (one conditional upsert: parallel binds cannot pass the limit), the key is stored sealed
 * and the goods with it. A Client-Id bound already rolls everything back.
 */
export async function bindShop(db: Db, api: SellerApi, box: SecretBox, userId: number, limit: number | null, input: { clientId: string; apiKey: string; name?: string | undefined }) {
  const goods = await readGoods(api, input.clientId, input.apiKey);
  class Duplicate extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const used = await takePlace(tx, userId, 'shops', limit);
      if (used === undefined) throw new PatrolRefusal('shopLimit', { limit: limit ?? 0 });
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO seller_shops (user_id, client_id, api_key_enc, key_hint, name)
        VALUES (${userId}, ${input.clientId}, ${box.seal(input.apiKey)}, ${input.apiKey.slice(-4)}, ${input.name || `Ozon ${input.clientId}`})
        ON CONFLICT (user_id, client_id) DO NOTHING RETURNING id`);
      const id = inserted.rows[0]?.id;
      if (id === undefined) throw new Duplicate();
      const indexedCount = await storeGoods(tx, Number(id), goods);
      if (!input.name) {
        await tx.execute(sql`UPDATE seller_shops ss SET name = s.name FROM shops s WHERE ss.id = ${id} AND s.id = ss.market_shop_id`);
      }
      return { id: Number(id), goodsCount: goods.length, indexedCount };
    });
  } catch (err) {
    if (err instanceof Duplicate) throw new PatrolRefusal('shopDuplicate');
    throw err;
  }
}

/** Reads a bound shop's goods again with its stored key. */
export async function syncShop(db: Db, api: SellerApi, box: SecretBox, userId: number, id: number) {
  const [shop] = await rows<{ client_id: string; api_key_enc: string }>(db, sql`SELECT client_id, api_key_enc FROM seller_shops WHERE id = ${id} AND user_id = ${userId}`);
  if (!shop) throw new PatrolRefusal('notFound', { target: id });
  const goods = await readGoods(api, shop.client_id, box.open(shop.api_key_enc));
  const indexedCount = await db.transaction(async (tx) => {
    // The stored key works again: a sync parked on a refused key starts again.
    await reviveSync(tx, id);
    return storeGoods(tx, id, goods);
  });
  return { id, goodsCount: goods.length, indexedCount };
}

/** Forgets a bound shop, its key and goods, what its sync stored, and its patrol item; gives the places back. Null when it is not theirs. */
export async function removeShop(db: Db, userId: number, id: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const removed = await tx.execute(sql`DELETE FROM seller_shops WHERE id = ${id} AND user_id = ${userId} RETURNING id`);
    if (!removed.rows.length) return null;
    await tx.execute(sql`DELETE FROM seller_shop_goods WHERE shop_id = ${id}`);
    await forgetShopData(tx, id);
    const patrolled = await tx.execute(sql`DELETE FROM patrol_items WHERE user_id = ${userId} AND kind = 'shop' AND target_id = ${id} RETURNING id`);
    if (patrolled.rows.length) await givePlaces(tx, userId, 'patrol', patrolled.rows.length);
    return givePlaces(tx, userId, 'shops', 1);
  });
}

/** The member's bound shops (never their keys). */
export async function listShops(db: Db, userId: number): Promise<{ list: contract.Shop[]; used: number }> {
  const found = await rows<{ id: number; client_id: string; key_hint: string; name: string; synced_at: string; goods: number; indexed: number }>(
    db,
    sql`SELECT s.id, s.client_id, s.key_hint, s.name, s.synced_at::text,
               (SELECT count(*)::int FROM seller_shop_goods sg WHERE sg.shop_id = s.id) AS goods,
               (SELECT count(*)::int FROM seller_shop_goods sg JOIN goods g ON g.id = sg.sku WHERE sg.shop_id = s.id) AS indexed
        FROM seller_shops s WHERE s.user_id = ${userId} ORDER BY s.id`,
  );
  const [usage] = await rows<{ used: number }>(db, sql`SELECT used FROM member_usage WHERE user_id = ${userId} AND kind = 'shops'`);
  return {
    used: Number(usage?.used ?? 0),
    list: found.map((s) => ({
      id: Number(s.id),
      clientId: s.client_id,
      keyHint: s.key_hint,
      name: s.name,
      goodsCount: Number(s.goods),
      indexedCount: Number(s.indexed),
      syncedAt: new Date(s.synced_at).toISOString(),
    })),
  };
}

/** Goods of the member's bound shops that are in the index, with the member's own price. */
export async function ownGoods(db: Db, userId: number, only?: readonly number[]): Promise<contract.OwnGoods[]> {
  const found = await rows<{ sku: number; title: string; price: number; shop_id: number; shop_name: string; offer_id: string }>(
    db,
    sql`SELECT DISTINCT ON (sg.sku) sg.sku, g.title, sg.price, s.id AS shop_id, s.name AS shop_name, sg.offer_id
        FROM seller_shops s JOIN seller_shop_goods sg ON sg.shop_id = s.id JOIN goods g ON g.id = sg.sku
        WHERE s.user_id = ${userId} ${only ? sql`AND sg.sku IN (SELECT unnest(${intArray(only)}))` : sql``}
        ORDER BY sg.sku, s.id`,
  );
  return found.map((g) => ({ goodsId: Number(g.sku), title: g.title, price: Number(g.price), shopId: Number(g.shop_id), shopName: g.shop_name, offerId: g.offer_id }));
}
