import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { accessTokens, memberships, users } from '../db/schema/index';
import { createLogger } from '../log';
import { randomSecret, sha256 } from '../security/hash';
import type { DevPaymentProvider, PaymentProviders } from '../services/payments/index';
import { storePayments } from '../services/store/providers';
import { openTestApi, type TestApi } from './api';
import { openTestDatabase } from './db';
import { startFakeAlipay, type FakeAlipay } from './fake-alipay';
import { startFakeWechatPay, type FakeWechatPay } from './fake-wechatpay';

/** A store test server: the API on a real loopback port, the development provider and both gateways' fakes, all notifying over HTTP. */
export interface StoreServer {
  api: TestApi;
  url: string;
  payments: PaymentProviders;
  wechat: FakeWechatPay;
  alipay: FakeAlipay;
  deps: { db: Database['db']; payments: PaymentProviders; log: ReturnType<typeof createLogger> };
  /** A new main account with a token, and optionally a membership. */
  member(opts?: { planId?: number | null; days?: number; channelCode?: string }): Promise<{ userId: number; token: string }>;
  /** The development provider (the store server always has one). */
  dev(): DevPaymentProvider;
  /** The member's membership end in ms since the epoch; throws when there is none. */
  end(userId: number): Promise<number>;
  /** Providers of a "restarted" server on the same database (a new development provider, the same fakes). */
  restartPayments(): PaymentProviders;
  close(): Promise<void>;
}

export async function openStoreServer(dbUrl: string | undefined, opts: { timeoutMs?: number; database?: Database } = {}): Promise<StoreServer> {
  const database = opts.database ?? (await openTestDatabase(dbUrl));
  const late: { app?: Hono<AppEnv> } = {};
  const server: ServerType = serve({ fetch: (req, env) => (late.app ? late.app.fetch(req, env) : new Response('starting', { status: 503 })), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const wechat = await startFakeWechatPay();
  const alipay = await startFakeAlipay();
  const timeoutMs = opts.timeoutMs ?? 2000;
  const makePayments = () =>
    storePayments(
      database.db,
      {
        wechat: wechat.config({ notifyUrl: `${url}/api/product/pay/notify/wechat`, timeoutMs }),
        alipay: alipay.config({ notifyUrl: `${url}/api/product/pay/notify/alipay`, timeoutMs }),
        dev: true,
        warnings: [],
      },
      { secret: randomBytes(32), notifyUrl: `${url}/api/product/pay/notify/dev` },
    );
  const payments = makePayments();
  const api = await openTestApi(dbUrl, {}, { database, payments });
  late.app = api.app;
  const log = createLogger('silent');
  return {
    api,
    url,
    payments,
    wechat,
    alipay,
    deps: { db: database.db, payments, log },
    async member(m = {}) {
      const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const [user] = await database.db.insert(users).values({ account: mobile, mobile, nickName: mobile, distinctId: randomSecret(8), channelCode: m.channelCode ?? null }).returning();
      if (!user) throw new Error('user not created');
      const token = randomSecret(32);
      await database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
      if (m.planId !== undefined) await database.db.insert(memberships).values({ userId: user.id, planId: m.planId, maturityTime: m.planId === null ? null : new Date(Date.now() + (m.days ?? 30) * 86_400_000) });
      return { userId: user.id, token };
    },
    dev: () => must(payments.dev),
    async end(userId) {
      const [m] = await database.db.select().from(memberships).where(eq(memberships.userId, userId));
      return must(m?.maturityTime).getTime();
    },
    restartPayments: makePayments,
    async close() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      (server as HttpServer).closeAllConnections();
      await closing;
      await wechat.close();
      await alipay.close();
      await api.close();
    },
  };
}

/** The value, or a thrown error when it is missing (tests read rows that must exist). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`${what} missing`);
  return value;
}
