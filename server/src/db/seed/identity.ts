import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { channels, coupons, memberships, serviceContacts, userCategories, users } from '../schema/identity';
import { hashPassword } from '../../services/accounts/password';
import { qrDataUrl } from '../../services/wechat/qr';

const DAY_MS = 24 * 60 * 60_000;

/** The seeded accounts (README "Demo accounts"); all use the password Demo1234. */
export const DEMO = Object.freeze({
  password: 'Demo1234',
  main: '13800138000',
  sub: 'demo_ops',
  /** Needs verification on the PC client: loginQbt3AccountV2 answers 10099. */
  pcVerify: '13800138001',
  /** Restricted: refused at login; its tokens answer 403 RESTRICT_LOGIN. */
  restricted: '13800138002',
  wechatOpenId: 'dev-openid-demo',
});

async function account(db: Db, values: typeof users.$inferInsert): Promise<number> {
  await db.insert(users).values(values).onConflictDoNothing({ target: users.account });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, values.account));
  if (!row) throw new Error(`seed account ${values.account} missing`);
  return row.id;
}

/**
 * The members the end-to-end tests may change (SEED_TEST_MEMBERS, local mode only): numbers
 * 13900000000, 13900000001, … each set up like the demo number (password Demo1234, its plan and
 * categories, a sub-account), so that a test file can use one of its own instead of the shared demo.
 */
export const TEST_MEMBERS = Object.freeze({ first: 13_900_000_000, subPrefix: 'test_ops_' });

/** The i-th test member's number. */
export function testMemberMobile(i: number): string {
  return String(TEST_MEMBERS.first + i);
}

async function demoLikeMember(db: Db, mobile: string, sub: string, passwordHash: string, wechatOpenId: string | null, now: number): Promise<number> {
  const main = await account(db, { account: mobile, mobile, nickName: 'Demo Seller', passwordHash, distinctId: randomUUID(), wechatOpenId, wechatNickName: 'Demo Seller', channelCode: 'ozon-club', serviceContactId: 2 });
  await account(db, { account: sub, mobile, nickName: 'Ops Assistant', passwordHash, distinctId: randomUUID(), mainUserId: main });
  await db.insert(memberships).values({ userId: main, planId: 12, maturityTime: new Date(now + 180 * DAY_MS), bonusEndTime: null }).onConflictDoNothing();
  await db.insert(userCategories).values([{ userId: main, typeId: 99997, slot: 0 }, { userId: main, typeId: 99991, slot: 1 }]).onConflictDoNothing();
  return main;
}

/** Reference data of the accounts: service contacts, channels and coupons; safe to run on every start. */
export async function seedIdentity(db: Db): Promise<void> {
  await db
    .insert(serviceContacts)
    .values([
      { id: 1, nickName: 'MarketLens', weChatUrl: qrDataUrl('https://work.weixin.qq.com/kfid/marketlens-service'), weChatUrl2: qrDataUrl('https://mp.weixin.qq.com/marketlens'), weChatUrl3: '', weChatUrl4: '' },
      { id: 2, nickName: 'Anna', weChatUrl: qrDataUrl('https://work.weixin.qq.com/kfid/marketlens-anna'), weChatUrl2: '', weChatUrl3: '', weChatUrl4: '' },
    ])
    .onConflictDoNothing();
  await db
    .insert(channels)
    .values([
      { urlCode: 'ozon-club', pageIndex: 1, channelName: 'Ozon Seller Club', channelType: 1, logo: '/favicon.svg', logoTitle: 'Ozon Seller Club × MarketLens', loginLabel: 'Log in', link: '/promote/landpage/1', organId: 501, organName: 'Ozon Seller Club', organContact: 'club@marketlens.example', serviceContactId: 2 },
      { urlCode: 'cargo-partner', pageIndex: 2, channelName: 'Cargo Partner', channelType: 2, logo: '/favicon.svg', logoTitle: 'Cargo Partner × MarketLens', loginLabel: 'Log in', link: '/promote/pc', organId: 502, organName: 'Cargo Partner Logistics', organContact: 'partners@marketlens.example', serviceContactId: null },
      { urlCode: 'spring-campaign', channelName: 'Spring campaign', channelType: 3, logo: '/favicon.svg', logoTitle: 'MarketLens', loginLabel: 'Log in', link: '/promote/mobile', organId: null, organName: null, organContact: null, serviceContactId: null },
    ])
    .onConflictDoNothing();
  await db
    .insert(coupons)
    .values([
      { id: 1001, nameZh: '运营版立减100元', nameEn: '¥100 off the Operation plan', nameRu: 'Скидка ¥100 на тариф «Операционный»', amount: 10_000, threshold: 0, planIds: [10, 11, 12, 50], validUntil: new Date('2030-12-31T23:59:59Z') },
      { id: 1002, nameZh: '旗舰版满1000减200', nameEn: '¥200 off Ultimate orders over ¥1,000', nameRu: 'Скидка ¥200 на «Максимальный» от ¥1 000', amount: 20_000, threshold: 100_000, planIds: [13, 14, 15, 51], validUntil: new Date('2030-12-31T23:59:59Z') },
    ])
    .onConflictDoNothing();
}

/** The demo members of README "Demo accounts" (published password): never in production mode. */
export async function seedDemoMembers(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, DEMO.main));
  if (existing) return;
  const passwordHash = await hashPassword(DEMO.password);
  await demoLikeMember(db, DEMO.main, DEMO.sub, passwordHash, DEMO.wechatOpenId, Date.now());
  await account(db, { account: DEMO.pcVerify, mobile: DEMO.pcVerify, nickName: '138****8001', passwordHash, distinctId: randomUUID(), pcVerify: true });
  await account(db, { account: DEMO.restricted, mobile: DEMO.restricted, nickName: '138****8002', passwordHash, distinctId: randomUUID(), restricted: true });
}

/** `count` test members (TEST_MEMBERS) with the demo number's password, plan and data; never in production mode. */
export async function seedTestMembers(db: Db, count: number): Promise<void> {
  if (count <= 0) return;
  const [last] = await db.select({ id: users.id }).from(users).where(eq(users.account, testMemberMobile(count - 1)));
  if (last) return;
  // One hash for all: hashing is deliberately slow, and these numbers share a published password anyway.
  const passwordHash = await hashPassword(DEMO.password);
  const now = Date.now();
  for (let i = 0; i < count; i++) await demoLikeMember(db, testMemberMobile(i), `${TEST_MEMBERS.subPrefix}${i}`, passwordHash, null, now);
}
