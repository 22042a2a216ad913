import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { MYSHOP_COST_MAX } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { rows } from '../market/window';
import { SEED_RATES } from '../rates/service';
import { MyshopRefusal } from './access';

/**
 * The member's unit costs per SKU (kopecks): set in bulk, imported from a CSV (every line checked,
 * all or nothing), or taken from a pricing template. Each write is one transaction that holds the
 * bound shop, so an unbind waits for it or it finds the shop gone.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Source = myshop.MyshopCostSource;

/** The shop's SKUs with their offer ids and titles (what costs may be set for). */
async function shopSkus(db: Pick<Db, 'execute'>, shopId: number): Promise<{ sku: number; offerId: string; name: string }[]> {
  const found = await db.execute<{ sku: string | number; offer_id: string | null; title: string | null }>(sql`
    WITH k AS (SELECT sku FROM seller_shop_goods WHERE shop_id = ${shopId} UNION SELECT sku FROM myshop_stock WHERE shop_id = ${shopId}
               UNION SELECT DISTINCT sku FROM myshop_daily WHERE shop_id = ${shopId} AND sku <> 0)
    SELECT k.sku, COALESCE(sg.offer_id, (SELECT min(st.offer_id) FROM myshop_stock st WHERE st.shop_id = ${shopId} AND st.sku = k.sku)) AS offer_id, g.title
    FROM k LEFT JOIN seller_shop_goods sg ON sg.shop_id = ${shopId} AND sg.sku = k.sku LEFT JOIN goods g ON g.id = k.sku`);
  return found.rows.map((r) => {
    const offerId = r.offer_id ?? String(r.sku);
    return { sku: Number(r.sku), offerId, name: r.title ?? offerId };
  });
}

/** Every SKU of the shop with its unit cost (null when not set), by offer id. */
export async function costList(db: Db, shopId: number): Promise<myshop.CostRow[]> {
  const [skus, costs] = await Promise.all([
    shopSkus(db, shopId),
    rows<{ sku: string | number; unit_cost: string | number; source: Source; updated_at: string }>(db, sql`SELECT sku, unit_cost, source, updated_at::text FROM myshop_costs WHERE shop_id = ${shopId}`),
  ]);
  const bySku = new Map(costs.map((c) => [Number(c.sku), c]));
  return skus
    .map((s) => {
      const c = bySku.get(s.sku);
      return { ...s, unitCost: c ? Number(c.unit_cost) : null, source: c?.source ?? null, updatedAt: c ? new Date(c.updated_at).toISOString() : null };
    })
    .sort((a, b) => (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : a.sku - b.sku));
}

/** Writes costs (null clears one) in the caller's transaction, after holding the shop. */
async function writeCosts(tx: Tx, shopId: number, items: readonly { sku: number; unitCost: number | null }[], source: Source): Promise<number> {
  const shop = await tx.execute(sql`SELECT id FROM seller_shops WHERE id = ${shopId} FOR SHARE`);
  if (!shop.rows.length) throw new MyshopRefusal('notFound', { id: shopId });
  const set = items.filter((i) => i.unitCost !== null);
  const cleared = items.filter((i) => i.unitCost === null).map((i) => i.sku);
  for (let i = 0; i < set.length; i += 1000) {
    await tx.execute(sql`
      INSERT INTO myshop_costs (shop_id, sku, unit_cost, source, updated_at)
      SELECT ${shopId}, r.sku, r.cost, ${source}, now() FROM jsonb_to_recordset(${JSON.stringify(set.slice(i, i + 1000).map((s) => ({ sku: s.sku, cost: s.unitCost })))}::jsonb) AS r(sku bigint, cost bigint)
      ON CONFLICT (shop_id, sku) DO UPDATE SET unit_cost = excluded.unit_cost, source = excluded.source, updated_at = now()`);
  }
  if (cleared.length) await tx.execute(sql`DELETE FROM myshop_costs WHERE shop_id = ${shopId} AND sku IN (SELECT unnest(${`{${cleared.join(',')}}`}::bigint[]))`);
  return items.length;
}

/** Sets unit costs in bulk; an SKU the shop does not sell refuses the whole call. */
export async function saveCosts(db: Db, shopId: number, items: readonly { sku: number; unitCost: number | null }[]): Promise<number> {
  const known = new Set((await shopSkus(db, shopId)).map((s) => s.sku));
  const unknown = items.find((i) => !known.has(i.sku));
  if (unknown) throw new MyshopRefusal('unknownSku', { sku: unknown.sku });
  const last = new Map(items.map((i) => [i.sku, i]));
  return db.transaction((tx) => writeCosts(tx, shopId, [...last.values()], 'manual'));
}

/** Reads a cost in roubles ("123.45", "123,45", "1 234,5"); kopecks, or null when it is not a cost. */
export function parseRoubles(text: string): number | null {
  const t = text.replace(/[\s\u00a0₽]|руб\.?|rub/gi, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const kopecks = Math.round(Number(t) * 100);
  return kopecks <= MYSHOP_COST_MAX ? kopecks : null;
}

const MAX_ERRORS = 100;

/**
 * Imports a CSV of costs: a header naming `offer_id` (or `артикул`) or `sku`, and `cost`
 * (`себестоимость`, `成本`); comma or semicolon; every line checked, any bad line saves nothing.
 */
export async function importCosts(db: Db, shopId: number, csv: string): Promise<{ saved: number; errors: myshop.CostLineError[] }> {
  const text = csv.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: false, trim: true, bom: true }) as string[][];
  } catch {
    return { saved: 0, errors: [{ line: 1, reason: 'columns', text: firstLine.slice(0, 100) }] };
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase().replace(/[\s-]/g, '_'));
  const offerCol = header.findIndex((h) => ['offer_id', 'offerid', 'offer', 'артикул', '货号'].includes(h));
  const skuCol = header.findIndex((h) => h === 'sku');
  const costCol = header.findIndex((h) => ['cost', 'unit_cost', 'себестоимость', '成本', '单件成本'].includes(h));
  if (costCol < 0 || (offerCol < 0 && skuCol < 0)) return { saved: 0, errors: [{ line: 1, reason: 'header', text: firstLine.slice(0, 100) }] };
  const skus = await shopSkus(db, shopId);
  const bySku = new Map(skus.map((s) => [s.sku, s.sku]));
  const byOffer = new Map(skus.map((s) => [s.offerId.toLowerCase(), s.sku]));
  const errors: myshop.CostLineError[] = [];
  const items = new Map<number, number>();
  const lines = records.slice(1);
  lines.forEach((cells, i) => {
    const line = i + 2;
    if (cells.every((c) => c === '')) return;
    const textOf = () => cells.join(delimiter).slice(0, 100);
    const idCell = offerCol >= 0 && cells[offerCol] ? cells[offerCol] : skuCol >= 0 ? cells[skuCol] : undefined;
    const costCell = cells[costCol];
    if (idCell === undefined || idCell === '' || costCell === undefined || costCell === '') return void errors.push({ line, reason: 'columns', text: textOf() });
    const sku = offerCol >= 0 && cells[offerCol] ? byOffer.get(idCell.toLowerCase()) : /^\d+$/.test(idCell) ? bySku.get(Number(idCell)) : undefined;
    if (sku === undefined) return void errors.push({ line, reason: 'unknownSku', text: textOf() });
    const cost = parseRoubles(costCell);
    if (cost === null) return void errors.push({ line, reason: 'badCost', text: textOf() });
    if (items.has(sku)) return void errors.push({ line, reason: 'duplicate', text: textOf() });
    items.set(sku, cost);
  });
  if (errors.length || !items.size) return { saved: 0, errors: errors.length ? errors.slice(0, MAX_ERRORS) : [{ line: 2, reason: 'columns', text: '' }] };
  const saved = await db.transaction((tx) => writeCosts(tx, shopId, [...items].map(([sku, unitCost]) => ({ sku, unitCost })), 'import'));
  return { saved, errors: [] };
}

/** The unit cost a pricing template stands for, kopecks: local cost + other roubles; cross-border yuan at the latest rate. */
async function templateUnitCost(db: Db, ownerId: number, templateId: number): Promise<number> {
  const [t] = await rows<{ kind: 'local' | 'crossBorder'; inputs: Record<string, number> }>(db, sql`SELECT kind, inputs FROM pricing_templates WHERE id = ${templateId} AND user_id = ${ownerId}`);
  if (!t) throw new MyshopRefusal('templateNotFound', { id: templateId });
  const i = t.inputs;
  if (t.kind === 'local') return Math.round(((i.costRub ?? 0) + (i.otherRub ?? 0)) * 100);
  const [rate] = await rows<{ rub: number }>(db, sql`SELECT rub FROM exchange_rates WHERE currency = 'CNY' ORDER BY day DESC LIMIT 1`);
  const yuan = (i.costCny ?? 0) + (i.domesticFreightCny ?? 0) + (i.packingCny ?? 0) + (i.otherCny ?? 0);
  return Math.round(yuan * Number(rate?.rub ?? SEED_RATES.rates.CNY) * 100);
}

/** Sets the template's unit cost for the listed SKUs, or every SKU of the shop without one. */
export async function costsFromTemplate(db: Db, shopId: number, ownerId: number, templateId: number, only?: readonly number[]): Promise<{ saved: number; unitCost: number }> {
  const unitCost = Math.min(MYSHOP_COST_MAX, await templateUnitCost(db, ownerId, templateId));
  const skus = (await shopSkus(db, shopId)).map((s) => s.sku);
  let targets: number[];
  if (only) {
    const known = new Set(skus);
    const unknown = only.find((s) => !known.has(s));
    if (unknown !== undefined) throw new MyshopRefusal('unknownSku', { sku: unknown });
    targets = [...new Set(only)];
  } else {
    const withCost = new Set((await rows<{ sku: string | number }>(db, sql`SELECT sku FROM myshop_costs WHERE shop_id = ${shopId}`)).map((r) => Number(r.sku)));
    targets = skus.filter((s) => !withCost.has(s));
  }
  const saved = targets.length ? await db.transaction((tx) => writeCosts(tx, shopId, targets.map((sku) => ({ sku, unitCost })), 'template')) : 0;
  return { saved, unitCost };
}
