import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rollUpChargesOfDay } from '../myshop/charges';
import type { DayPostings, FinanceOperation, PriceRow, StockRow, TrafficRow } from './sync-api';

/**
 * The writes of the shop sync. Each unit (a day of one data kind, a page of the analytics report,
 * the stock and price snapshot) is one transaction that first holds the bound shop (FOR SHARE: an
 * unbind waits for it, or it finds the shop gone and stores nothing), then moves the kind's cursor
 * under this worker's lease (a worker that lost the lease stores nothing), then upserts its rows.
 * A unit read twice is stored once: days are replaced, operations keyed by Ozon's id.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Cursor = { done?: string; from?: string; to?: string; offset?: number; waitUntil?: string };

/** The shop was unbound while its sync ran. */
export class ShopGone extends Error {}
/** Another worker holds the shop's sync now (this one's lease ran out). */
export class LeaseLost extends Error {}

const CHUNK = 1000;

/** Runs `write` as one unit of the sync of `shopId`, moving the cursor of `kind` with it. */
export async function commitUnit(db: Db, unit: { shopId: number; workerId: string; leaseMs: number; kind: string; cursor: Cursor }, write: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    const shop = await tx.execute(sql`SELECT id FROM seller_shops WHERE id = ${unit.shopId} FOR SHARE`);
    if (!shop.rows.length) throw new ShopGone(`shop ${unit.shopId} was unbound`);
    const moved = await tx.execute(sql`
      UPDATE myshop_sync SET cursors = jsonb_set(cursors, ${`{${unit.kind}}`}::text[], ${JSON.stringify(unit.cursor)}::jsonb),
             locked_until = now() + ${`${unit.leaseMs} milliseconds`}::interval, updated_at = now()
      WHERE shop_id = ${unit.shopId} AND locked_by = ${unit.workerId} RETURNING shop_id`);
    if (!moved.rows.length) throw new LeaseLost(`lease of shop ${unit.shopId} lost`);
    await write(tx);
  });
}

/** Inserts `list` in chunks through jsonb_to_recordset; `insert` builds the statement of one chunk's JSON. */
async function chunked<T>(tx: Tx, list: readonly T[], insert: (json: string) => SQL): Promise<void> {
  for (let i = 0; i < list.length; i += CHUNK) await tx.execute(insert(JSON.stringify(list.slice(i, i + CHUNK))));
}

/** Replaces the postings figures of one day. */
export async function writePostingsDay(tx: Tx, shopId: number, day: string, bySku: Map<number, DayPostings>): Promise<void> {
  await tx.execute(sql`UPDATE myshop_daily SET orders = 0, units = 0, revenue = 0, cancelled_units = 0, cancelled_revenue = 0 WHERE shop_id = ${shopId} AND day = ${day}::date`);
  const list = [...bySku].map(([sku, p]) => ({ sku, orders: p.orders, units: p.units, revenue: p.revenue, cancelled: p.cancelledUnits, cancelled_revenue: p.cancelledRevenue }));
  await chunked(
    tx,
    list,
    (json) => sql`
      INSERT INTO myshop_daily (shop_id, day, sku, orders, units, revenue, cancelled_units, cancelled_revenue)
      SELECT ${shopId}, ${day}::date, r.sku, r.orders, r.units, r.revenue, r.cancelled, r.cancelled_revenue
      FROM jsonb_to_recordset(${json}::jsonb) AS r(sku bigint, orders int, units int, revenue bigint, cancelled int, cancelled_revenue bigint)
      ON CONFLICT (shop_id, day, sku) DO UPDATE SET orders = excluded.orders, units = excluded.units, revenue = excluded.revenue,
        cancelled_units = excluded.cancelled_units, cancelled_revenue = excluded.cancelled_revenue`,
  );
}

/** Replaces the returned units of one day. */
export async function writeReturnsDay(tx: Tx, shopId: number, day: string, bySku: Map<number, number>): Promise<void> {
  await tx.execute(sql`UPDATE myshop_daily SET returned_units = 0 WHERE shop_id = ${shopId} AND day = ${day}::date`);
  await chunked(
    tx,
    [...bySku].map(([sku, units]) => ({ sku, units })),
    (json) => sql`
      INSERT INTO myshop_daily (shop_id, day, sku, returned_units)
      SELECT ${shopId}, ${day}::date, r.sku, r.units FROM jsonb_to_recordset(${json}::jsonb) AS r(sku bigint, units int)
      ON CONFLICT (shop_id, day, sku) DO UPDATE SET returned_units = excluded.returned_units`,
  );
}

/** Stores one day's finance operations; an operation stored before is replaced by Ozon's latest figures. */
export async function writeFinanceDay(tx: Tx, shopId: number, day: string, ops: readonly FinanceOperation[]): Promise<void> {
  const list = ops.map((o) => ({
    id: o.operation_id,
    type: o.operation_type,
    name: o.operation_type_name,
    ttype: o.type,
    posting: o.posting.posting_number ?? '',
    sku: o.items[0]?.sku ?? null,
    accruals: o.accruals_for_sale,
    commission: o.sale_commission,
    delivery: o.delivery_charge,
    return_delivery: o.return_delivery_charge,
    services: o.services.reduce((sum, s) => sum + s.price, 0),
    amount: o.amount,
    detail: o.services,
  }));
  await chunked(
    tx,
    list,
    (json) => sql`
      INSERT INTO myshop_finance (shop_id, operation_id, day, operation_type, operation_name, transaction_type, posting_number, sku, accruals, commission, delivery, return_delivery, services, amount, detail)
      SELECT ${shopId}, r.id, ${day}::date, r.type, r.name, r.ttype, r.posting, r.sku, r.accruals, r.commission, r.delivery, r.return_delivery, r.services, r.amount, r.detail
      FROM jsonb_to_recordset(${json}::jsonb)
        AS r(id bigint, type text, name text, ttype text, posting text, sku bigint, accruals bigint, commission bigint, delivery bigint, return_delivery bigint, services bigint, amount bigint, detail jsonb)
      ON CONFLICT (shop_id, operation_id) DO UPDATE SET day = excluded.day, operation_type = excluded.operation_type, operation_name = excluded.operation_name,
        transaction_type = excluded.transaction_type, posting_number = excluded.posting_number, sku = excluded.sku, accruals = excluded.accruals,
        commission = excluded.commission, delivery = excluded.delivery, return_delivery = excluded.return_delivery, services = excluded.services,
        amount = excluded.amount, detail = excluded.detail`,
  );
  await rollUpChargesOfDay(tx, shopId, day);
}

/** Stores one page of card traffic (views, add-to-cart, ordered units per view). */
export async function writeTraffic(tx: Tx, shopId: number, page: readonly TrafficRow[]): Promise<void> {
  await chunked(
    tx,
    page.map((r) => ({ day: r.day, sku: r.sku, views: r.views, to_cart: r.toCart, conversion: r.views && r.orderedUnits !== null ? r.orderedUnits / r.views : null })),
    (json) => sql`
      INSERT INTO myshop_daily (shop_id, day, sku, views, to_cart, conversion)
      SELECT ${shopId}, r.day, r.sku, r.views, r.to_cart, r.conversion FROM jsonb_to_recordset(${json}::jsonb) AS r(day date, sku bigint, views int, to_cart int, conversion float8)
      ON CONFLICT (shop_id, day, sku) DO UPDATE SET views = excluded.views, to_cart = excluded.to_cart, conversion = excluded.conversion`,
  );
}

/** Replaces the shop's stock by warehouse and its prices and commissions. */
export async function writeSnapshot(tx: Tx, shopId: number, stock: readonly StockRow[], prices: readonly PriceRow[]): Promise<void> {
  await tx.execute(sql`DELETE FROM myshop_stock WHERE shop_id = ${shopId}`);
  await chunked(
    tx,
    stock.map((s) => ({ sku: s.sku, warehouse: s.warehouse_name, offer: s.item_code, free: s.free_to_sell_amount, reserved: s.reserved_amount })),
    (json) => sql`
      INSERT INTO myshop_stock (shop_id, sku, warehouse, offer_id, free_to_sell, reserved)
      SELECT ${shopId}, r.sku, r.warehouse, r.offer, r.free, r.reserved FROM jsonb_to_recordset(${json}::jsonb) AS r(sku bigint, warehouse text, offer text, free int, reserved int)
      ON CONFLICT (shop_id, sku, warehouse) DO UPDATE SET free_to_sell = myshop_stock.free_to_sell + excluded.free_to_sell, reserved = myshop_stock.reserved + excluded.reserved`,
  );
  await tx.execute(sql`DELETE FROM myshop_prices WHERE shop_id = ${shopId}`);
  await chunked(
    tx,
    prices.map((p) => ({
      id: p.product_id,
      offer: p.offer_id,
      price: p.price.price,
      old: p.price.old_price ?? null,
      min: p.price.min_price ?? null,
      fbo: p.commissions.sales_percent_fbo ?? null,
      fbs: p.commissions.sales_percent_fbs ?? null,
      mile: p.commissions.fbo_deliv_to_customer_amount ?? null,
      acq: p.acquiring ?? null,
    })),
    (json) => sql`
      INSERT INTO myshop_prices (shop_id, product_id, offer_id, price, old_price, min_price, commission_fbo, commission_fbs, last_mile_fbo, acquiring)
      SELECT ${shopId}, r.id, r.offer, r.price, r.old, r.min, r.fbo, r.fbs, r.mile, r.acq
      FROM jsonb_to_recordset(${json}::jsonb) AS r(id text, offer text, price bigint, old bigint, min bigint, fbo float8, fbs float8, mile bigint, acq bigint)
      ON CONFLICT (shop_id, product_id) DO NOTHING`,
  );
}

/** Forgets everything stored of a shop (it was unbound): what the sync read, the member's costs and who may see it. */
export async function forgetShopData(tx: Pick<Db, 'execute'>, shopId: number): Promise<void> {
  for (const table of ['myshop_daily', 'myshop_stock', 'myshop_prices', 'myshop_finance', 'myshop_sync', 'myshop_costs', 'myshop_access']) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE shop_id = ${shopId}`);
  }
}
