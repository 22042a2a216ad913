import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accessTokens, memberships, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { rows } from '../services/market/window';
import type { SellerApi, SellerCredentials } from '../services/seller-api/client';
import { bindShop } from '../services/seller-api/shops';
import { syncShopData } from '../services/seller-api/sync';
import { testBox } from '../services/seller-api/sync-test-kit';
import { signIn, type TestServer } from './report/test-kit';

/** What the "My shops" route tests share: members with a synced demo shop, sub-accounts, requests, and the development Seller API's own sums. */

export type Body<T> = { code: number; message?: string; data: T };

export function requester(server: () => TestServer) {
  return async <T>(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await server().app.request(`/api${path}`, {
      method,
      headers: { 'accept-language': 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
}

/** The market's latest day: the last day the development Seller API has orders for. */
export async function marketLatest(server: TestServer): Promise<string> {
  const [r] = await rows<{ day: string }>(server.database.db, sql`SELECT max(day)::text AS day FROM goods_daily`);
  return r?.day ?? '';
}

/** A signed-in main account with a membership of `planId` (16: trial, 30 days; 12: operation, 180 days). */
export async function mainMember(server: TestServer, mobile: string, planId = 16) {
  const signed = await signIn(server, mobile);
  await server.database.db.insert(memberships).values({ userId: signed.userId, planId, maturityTime: new Date(Date.now() + 30 * 86_400_000) });
  return signed;
}

/** A signed-in sub-account of `mainUserId`. */
export async function subAccount(server: TestServer, mainUserId: number, name: string) {
  const [user] = await server.database.db.insert(users).values({ account: name, mobile: '', nickName: name, mainUserId, distinctId: randomSecret(8) }).returning();
  if (!user) throw new Error('sub-account not created');
  const token = randomSecret(32);
  const controlT = randomSecret(18);
  await server.database.db.insert(accessTokens).values({ tokenHash: sha256(token), controlTHash: sha256(controlT), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
  return { userId: user.id, headers: { Authorization: token, 'Control-T': controlT } };
}

/** Binds a demo shop for the member and syncs it up to the market's latest day; the shop's id. */
export async function syncedShop(server: TestServer, api: SellerApi, userId: number, shop: SellerCredentials, until: string): Promise<number> {
  const bound = await bindShop(server.database.db, api, testBox, userId, null, shop);
  const outcome = await syncShopData(server.database.db, api, testBox, { shopId: bound.id, userId }, { until, pageSize: 500, sleep: async () => undefined });
  if (outcome !== 'done') throw new Error(`sync ended ${outcome}`);
  return bound.id;
}

export interface DevSku {
  revenue: number;
  units: number;
  cancelledUnits: number;
  charges: number;
}

const kop = (v: unknown) => Math.round(Number(v) * 100);
const any = z.any();

/** The development Seller API's own answers summed per day and SKU: revenue without cancelled postings, units, cancelled units, Ozon's charges (positive). */
export async function devApiSums(api: SellerApi, creds: SellerCredentials, from: string, to: string): Promise<Map<string, Map<number, DevSku>>> {
  const out = new Map<string, Map<number, DevSku>>();
  const at = (day: string, sku: number) => {
    const days = out.get(day) ?? new Map<number, DevSku>();
    out.set(day, days);
    const row = days.get(sku) ?? { revenue: 0, units: 0, cancelledUnits: 0, charges: 0 };
    days.set(sku, row);
    return row;
  };
  type Posting = { status: string; created_at: string; products: { sku: number; quantity: number; price: string }[] };
  const addPosting = (p: Posting) => {
    for (const item of p.products) {
      const row = at(p.created_at.slice(0, 10), Number(item.sku));
      row.units += item.quantity;
      if (p.status === 'cancelled') row.cancelledUnits += item.quantity;
      else row.revenue += kop(item.price) * item.quantity;
    }
  };
  const filter = { since: `${from}T00:00:00.000Z`, to: `${to}T23:59:59.999Z` };
  for (let offset = 0; ; offset += 1000) {
    const page = (await api.call(creds, '/v2/posting/fbo/list', { dir: 'ASC', filter, limit: 1000, offset }, any)) as { result: Posting[] };
    page.result.forEach(addPosting);
    if (page.result.length < 1000) break;
  }
  for (let offset = 0; ; offset += 1000) {
    const page = (await api.call(creds, '/v3/posting/fbs/list', { dir: 'ASC', filter, limit: 1000, offset }, any)) as { result: { postings: Posting[]; has_next: boolean } };
    page.result.postings.forEach(addPosting);
    if (!page.result.has_next) break;
  }
  type Operation = { operation_date: string; sale_commission: number; delivery_charge: number; return_delivery_charge: number; items: { sku: number }[]; services: { price: number }[] };
  for (let start = from; start <= to; ) {
    const endMs = Math.min(Date.parse(`${to}T00:00:00Z`), Date.parse(`${start}T00:00:00Z`) + 29 * 86_400_000);
    const end = new Date(endMs).toISOString().slice(0, 10);
    for (let page = 1; ; page++) {
      const answer = (await api.call(
        creds,
        '/v3/finance/transaction/list',
        { filter: { date: { from: `${start}T00:00:00.000Z`, to: `${end}T23:59:59.999Z` }, operation_type: [], posting_number: '', transaction_type: 'all' }, page, page_size: 1000 },
        any,
      )) as { result: { operations: Operation[]; page_count: number } };
      for (const o of answer.result.operations) {
        const charged = kop(o.sale_commission) + kop(o.delivery_charge) + kop(o.return_delivery_charge) + o.services.reduce((sum, s) => sum + kop(s.price), 0);
        at(o.operation_date.slice(0, 10), Number(o.items[0]?.sku ?? 0)).charges -= charged;
      }
      if (page >= answer.result.page_count) break;
    }
    start = new Date(endMs + 86_400_000).toISOString().slice(0, 10);
  }
  return out;
}
