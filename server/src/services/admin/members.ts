import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { admin } from '@marketlens/core/contract';
import { accessTokens, loginAttempts, memberships, userAttributions, userCategories, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { PLANS, productOf } from '../accounts/plans';
import { record, type Actor } from './audit';

type UserRow = typeof users.$inferSelect;

const toRow = (u: UserRow): admin.MemberRow => ({
  id: u.id,
  account: u.account,
  mobile: u.mobile,
  nickName: u.nickName,
  mainUserId: u.mainUserId,
  channelCode: u.channelCode,
  restricted: u.restricted,
  createdAt: u.createdAt.toISOString(),
});

/** `%`, `_` and `\` typed by an operator are searched for literally. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function searchMembers(db: Tx, q: { by: 'phone' | 'account' | 'channel'; q: string; pageNum: number; pageSize: number }) {
  const column = q.by === 'phone' ? users.mobile : q.by === 'account' ? users.account : users.channelCode;
  const where = q.q ? ilike(column, like(q.q)) : undefined;
  const rows = await db.select().from(users).where(where).orderBy(desc(users.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { list: rows.map(toRow), total: total?.n ?? 0 };
}

/** Membership, bound categories, sessions and risk state of one member (a sub-account shows its main account's membership). */
export async function memberDetail(db: Tx, id: number): Promise<admin.MemberDetail | null> {
  const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!u) return null;
  const owner = u.mainUserId ?? u.id;
  const product = await productOf(db, owner);
  const categories = await db.select({ typeId: userCategories.typeId }).from(userCategories).where(eq(userCategories.userId, owner));
  const [sessions] = await db.select({ n: count() }).from(accessTokens).where(and(eq(accessTokens.userId, u.id), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date())));
  const [failed] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.account, u.account), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, sql`now() - interval '1 hour'`)));
  const [subs] = await db.select({ n: count() }).from(users).where(eq(users.mainUserId, u.id));
  const [a] = await db.select().from(userAttributions).where(eq(userAttributions.userId, u.id)).limit(1);
  return {
    ...toRow(u),
    pcVerify: u.pcVerify,
    removeFlag: u.removeFlag,
    postingBanned: u.postingBanned,
    planId: product.planId,
    tier: product.tier,
    maturityTime: product.maturityTime,
    expired: product.expired,
    categories: categories.map((c) => c.typeId).sort((a, b) => a - b),
    sessions: sessions?.n ?? 0,
    failedLogins: failed?.n ?? 0,
    subAccounts: subs?.n ?? 0,
    attribution: a
      ? {
          channelCode: a.channelCode,
          urlCode: a.urlCode,
          invite: a.invite,
          inviteChannel: a.inviteChannel,
          utm: a.utm,
          searchWord: a.searchWord,
          keyWord: a.keyWord,
          actId: a.actId,
          actInviteCode: a.actInviteCode,
          promotionId: a.promotionId,
          mode: a.mode,
          landingPath: a.landingPath,
          createdAt: a.createdAt.toISOString(),
        }
      : null,
  };
}

/**
 * Sets the plan of a member's main account and moves its end by `days` from the later of now and
 * the current end (a negative number shortens it), in one upsert.
 */
export async function changeMembership(tx: Tx, actor: Actor, id: number, planId: number, days: number): Promise<boolean> {
  if (!PLANS[planId]) return false;
  const [u] = await tx.select({ id: users.id, mainUserId: users.mainUserId }).from(users).where(eq(users.id, id)).limit(1);
  if (!u) return false;
  const owner = u.mainUserId ?? u.id;
  const [before] = await tx.select().from(memberships).where(eq(memberships.userId, owner)).limit(1);
  const shift = sql`make_interval(days => ${days})`;
  const [after] = await tx
    .insert(memberships)
    .values({ userId: owner, planId, maturityTime: sql`now() + ${shift}` })
    .onConflictDoUpdate({ target: memberships.userId, set: { planId, maturityTime: sql`greatest(coalesce(${memberships.maturityTime}, now()), now()) + ${shift}` } })
    .returning();
  await record(tx, actor, 'member.membership', `user:${owner}`, before ? { planId: before.planId, maturityTime: before.maturityTime } : null, { planId: after?.planId, maturityTime: after?.maturityTime, days });
  return true;
}

export async function setFlags(tx: Tx, actor: Actor, id: number, flags: { restricted?: boolean | undefined; pcVerify?: boolean | undefined; removeFlag?: boolean | undefined; postingBanned?: boolean | undefined }): Promise<boolean> {
  const [before] = await tx.select({ restricted: users.restricted, pcVerify: users.pcVerify, removeFlag: users.removeFlag, postingBanned: users.postingBanned }).from(users).where(eq(users.id, id)).limit(1);
  if (!before) return false;
  const set = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined)) as Partial<typeof before>;
  if (Object.keys(set).length === 0) return true;
  const [after] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
  await record(tx, actor, 'member.flags', `user:${id}`, before, after && { restricted: after.restricted, pcVerify: after.pcVerify, removeFlag: after.removeFlag, postingBanned: after.postingBanned });
  return true;
}

/** Revokes the member's access tokens, and a main account's sub-accounts' too. */
export async function endMemberSessions(tx: Tx, actor: Actor, id: number): Promise<number | null> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!u) return null;
  const ended = await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        or(eq(accessTokens.userId, id), sql`${accessTokens.userId} IN (SELECT id FROM users WHERE main_user_id = ${id})`),
      ),
    )
    .returning();
  await record(tx, actor, 'member.endSessions', `user:${id}`, { sessions: ended.length }, { sessions: 0 });
  return ended.length;
}
