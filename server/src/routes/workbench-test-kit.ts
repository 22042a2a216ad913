import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { workbench } from '@marketlens/core/contract';
import { memberships, userCategories } from '../db/schema/index';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

export type Body<T> = { code: number; message?: string; data: T };
export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number; meta: workbench.ListMeta };
export const DAY = 86_400_000;

/** The server, its members' session headers, the latest day, and helpers calling it. */
export interface WorkbenchTestServer {
  server: TestServer;
  operation: Record<string, string>;
  trial: Record<string, string>;
  expired: Record<string, string>;
  ultimate: Record<string, string>;
  /** The market's latest day. */
  latest: string;
  /** GET /api<path> as a member (Operation unless other headers are given). */
  get<T>(path: string, headers?: Record<string, string>): Promise<{ status: number; body: Body<T> }>;
  /** Signs a new member in with a membership of `planId` for `days` and the categories bound. */
  member(mobile: string, planId: number, days: number, categories?: number[]): Promise<Record<string, string>>;
  /** The day `by` days after `day` (YYYY-MM-DD). */
  shift(day: string, by: number): string;
}

/**
 * A test server on one database target with members of each plan, for the workbench call tests:
 * Operation (bound 99997), a trial, an expired Operation and Ultimate (every category bound).
 * Call inside a describe: it opens the server before the tests and closes it after them.
 */
export function workbenchTestServer(url: string | undefined): WorkbenchTestServer {
  const wb: WorkbenchTestServer = {
    server: undefined as unknown as TestServer,
    operation: {},
    trial: {},
    expired: {},
    ultimate: {},
    latest: '',
    get: async <T>(path: string, headers: Record<string, string> = wb.operation) => {
      const res = await wb.server.app.request(`/api${path}`, { headers: { 'accept-language': 'en', ...headers } });
      return { status: res.status, body: (await res.json()) as Body<T> };
    },
    member: async (mobile, planId, days, categories = []) => {
      const { userId, headers } = await signIn(wb.server, mobile);
      await wb.server.database.db.insert(memberships).values({ userId, planId, maturityTime: new Date(Date.now() + days * DAY) });
      for (const [slot, typeId] of categories.entries()) await wb.server.database.db.insert(userCategories).values({ userId, typeId, slot });
      return headers;
    },
    shift: (day, by) => new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY).toISOString().slice(0, 10),
  };
  beforeAll(async () => {
    wb.server = await openTestServer(url);
    wb.operation = await wb.member('13900002001', 12, 180, [99997]);
    wb.trial = await wb.member('13900002002', 16, 3, [99997]);
    wb.expired = await wb.member('13900002003', 12, -1, [99997]);
    // Ultimate binds every category: no 10-row cut on the whole market.
    wb.ultimate = await wb.member('13900002007', 13, 30);
    const found = await wb.server.database.db.execute<{ day: string }>(sql`SELECT max(day)::text AS day FROM goods_daily`);
    wb.latest = found.rows[0]?.day ?? '';
  });
  afterAll(async () => wb.server.close());
  return wb;
}
