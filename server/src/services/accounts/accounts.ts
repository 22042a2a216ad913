import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import type { identity } from '@marketlens/core/contract';
import type { Tx } from '../../db/client';
import { memberships, users } from '../../db/schema/index';
import { trialGift } from '../admin/settings';
import { TRIAL } from './plans';

export type UserRow = typeof users.$inferSelect;

export const TENANT_ID = 1;

/** The 11-digit number without its +86 / 0086 prefix and spaces. */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/\s+/g, '').replace(/^(?:\+86|0086)/, '');
}

/** The main account of a phone number. */
export async function findMainByMobile(db: Tx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.account, normalizeMobile(mobile)))).limit(1);
  return row && row.mainUserId === null ? row : undefined;
}

/** An account by its login name: a main account's phone number or a sub-account's name. */
export async function findByAccount(db: Tx, account: string): Promise<UserRow | undefined> {
  const name = /^(?:\+86|0086)?1\d{10}$/.test(account.trim()) ? normalizeMobile(account) : account.trim();
  const [row] = await db.select().from(users).where(eq(users.account, name)).limit(1);
  return row;
}

export async function findById(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A main account and its sub-accounts, main first. */
export async function familyOf(db: Tx, mainId: number): Promise<UserRow[]> {
  return db.select().from(users).where(or(eq(users.id, mainId), eq(users.mainUserId, mainId))).orderBy(asc(users.id));
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * Creates a main account for a phone number (nick name from its last four digits) with its trial:
 * the one place accounts come to exist, so every way in (registration, SMS login of a new number,
 * WeChat, promote and mobile pages, the extension) starts with the trial, in the caller's
 * transaction. The trial lasts the days of the console's trial gift (default TRIAL.days) and counts
 * as claimed.
 */
export async function createMainAccount(
  db: Tx,
  input: { mobile: string; passwordHash: string | null; invite?: string | undefined; channelCode?: string | undefined; wechatOpenId?: string | undefined; wechatNickName?: string | undefined },
): Promise<UserRow> {
  const mobile = normalizeMobile(input.mobile);
  const [row] = await db
    .insert(users)
    .values({
      tenantId: TENANT_ID,
      account: mobile,
      mobile,
      nickName: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      passwordHash: input.passwordHash,
      distinctId: randomUUID(),
      invite: input.invite ?? null,
      channelCode: input.channelCode ?? null,
      wechatOpenId: input.wechatOpenId ?? null,
      wechatNickName: input.wechatNickName ?? null,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  // Every new account gets the trial once; the console sets its length (the switch governs only
  // the gift offered to older accounts that never had one).
  const { days } = await trialGift(db);
  const now = new Date();
  await db.insert(memberships).values({ userId: row.id, planId: TRIAL.planId, maturityTime: new Date(now.getTime() + days * DAY_MS), trialClaimedAt: now });
  return row;
}

export function toAccount(row: UserRow): identity.Account {
  return { userId: row.id, account: row.account, nickName: row.nickName, accountType: row.mainUserId === null ? 'main' : 'sub' };
}

export function toUser(row: UserRow, token: string): identity.User {
  return {
    userId: row.id,
    account: row.account,
    nickName: row.nickName,
    mobile: row.mobile,
    accountType: row.mainUserId === null ? 'main' : 'sub',
    mainUserId: row.mainUserId,
    tenantId: row.tenantId,
    userToken: token,
    passwordStatus: row.passwordHash !== null,
    wechatBound: row.wechatOpenId !== null,
  };
}
