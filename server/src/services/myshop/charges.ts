import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Ozon's charges by kind, rolled up per shop, day and SKU into myshop_daily from the stored finance
 * operations (sku 0 holds the operations of the whole shop). A service is classed by Ozon's name:
 * last mile (…DelivToCustomer, …LastMile), acquiring (…Acquiring…), return delivery (…Return…),
 * logistics (…Logistic…, …Delivery…, drop-off, pick-up, fulfilment) and every other service. The
 * operation's own commission, delivery and return-delivery charges add to their kinds. Amounts
 * turn positive (what Ozon took); a refunded commission lowers the commission.
 */

const kindOf = (name: SQL) => sql`CASE
  WHEN ${name} ~* '(DelivToCustomer|LastMile)' THEN 'lastMile'
  WHEN ${name} ~* 'Acquiring' THEN 'acquiring'
  WHEN ${name} ~* 'Return' THEN 'returnDelivery'
  WHEN ${name} ~* '(Logistic|Delivery|Dropoff|DropOff|PickUp|Pickup|Fulfillment|Deliv)' THEN 'logistics'
  ELSE 'services' END`;

/** The charges of the operations `where` selects, summed per shop, day and SKU, as a SELECT of (shop_id, day, sku, commission, logistics, last_mile, acquiring, services, return_delivery). */
export const chargesSelect = (where: SQL) => sql`
  SELECT f.shop_id, f.day, COALESCE(f.sku, 0) AS sku,
         sum(-f.commission)::bigint AS commission,
         (sum(-f.delivery) + COALESCE(sum(s.logistics), 0))::bigint AS logistics,
         COALESCE(sum(s.last_mile), 0)::bigint AS last_mile,
         COALESCE(sum(s.acquiring), 0)::bigint AS acquiring,
         COALESCE(sum(s.services), 0)::bigint AS services,
         (sum(-f.return_delivery) + COALESCE(sum(s.return_delivery), 0))::bigint AS return_delivery
  FROM myshop_finance f
  LEFT JOIN LATERAL (
    SELECT sum(-x.price) FILTER (WHERE x.kind = 'logistics') AS logistics,
           sum(-x.price) FILTER (WHERE x.kind = 'lastMile') AS last_mile,
           sum(-x.price) FILTER (WHERE x.kind = 'acquiring') AS acquiring,
           sum(-x.price) FILTER (WHERE x.kind = 'services') AS services,
           sum(-x.price) FILTER (WHERE x.kind = 'returnDelivery') AS return_delivery
    FROM (SELECT ${kindOf(sql`d.name`)} AS kind, d.price FROM jsonb_to_recordset(f.detail) AS d(name text, price bigint)) x
  ) s ON true
  WHERE ${where}
  GROUP BY f.shop_id, f.day, COALESCE(f.sku, 0)`;

/** Rebuilds the charges of one shop's day in myshop_daily from its stored finance operations (inside the finance day's transaction). */
export async function rollUpChargesOfDay(tx: Pick<Db, 'execute'>, shopId: number, day: string): Promise<void> {
  await tx.execute(sql`
    UPDATE myshop_daily SET ch_commission = 0, ch_logistics = 0, ch_last_mile = 0, ch_acquiring = 0, ch_services = 0, ch_return_delivery = 0
    WHERE shop_id = ${shopId} AND day = ${day}::date`);
  await tx.execute(sql`
    INSERT INTO myshop_daily (shop_id, day, sku, ch_commission, ch_logistics, ch_last_mile, ch_acquiring, ch_services, ch_return_delivery)
    SELECT c.shop_id, c.day, c.sku, c.commission, c.logistics, c.last_mile, c.acquiring, c.services, c.return_delivery
    FROM (${chargesSelect(sql`f.shop_id = ${shopId} AND f.day = ${day}::date`)}) c
    ON CONFLICT (shop_id, day, sku) DO UPDATE SET ch_commission = excluded.ch_commission, ch_logistics = excluded.ch_logistics, ch_last_mile = excluded.ch_last_mile,
      ch_acquiring = excluded.ch_acquiring, ch_services = excluded.ch_services, ch_return_delivery = excluded.ch_return_delivery`);
}
