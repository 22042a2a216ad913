import { and, eq } from 'drizzle-orm';
import type { identity } from '@marketlens/core/contract';
import { channels, userAttributions } from '../../db/schema/index';
import type { Tx } from '../../db/client';

type Body = Partial<Pick<identity.RegisterBody, 'invite' | 'invite_channel' | 'searchWord' | 'keyWord' | 'expandInfo' | 'urlCode' | 'utm' | 'promotionId' | 'mode' | 'landingPath'>>;

/** expandInfo is JSON with actId and inviteCode; unreadable or missing parts count as none. */
export function parseExpandInfo(expandInfo: string | undefined): { actId: number | null; inviteCode: string | null } {
  try {
    const parsed: unknown = expandInfo ? JSON.parse(expandInfo) : undefined;
    if (!parsed || typeof parsed !== 'object') return { actId: null, inviteCode: null };
    const o = parsed as Record<string, unknown>;
    const actId = Number(o.actId);
    return {
      actId: Number.isInteger(actId) && actId > 0 && actId < 2_147_483_647 ? actId : null,
      inviteCode: typeof o.inviteCode === 'string' && o.inviteCode !== '' ? o.inviteCode.slice(0, 64) : null,
    };
  } catch {
    return { actId: null, inviteCode: null };
  }
}

/** The registration channel an account is attributed to: the promote page's channel when it exists, else the invite channel. */
export async function attributedChannel(db: Tx, body: Body, fallback: string | null = null): Promise<string | null> {
  if (body.urlCode) {
    // A channel switched off in the console brings no registrations.
    const [row] = await db.select({ urlCode: channels.urlCode }).from(channels).where(and(eq(channels.urlCode, body.urlCode), eq(channels.enabled, true))).limit(1);
    if (row) return row.urlCode;
  }
  return body.invite_channel ?? fallback;
}

/** Stores where a new account came from, in the registration's transaction. */
export async function recordAttribution(db: Tx, userId: number, channelCode: string | null, invite: string | null, body: Body, defaultMode: identity.RegisterMode): Promise<void> {
  const expand = parseExpandInfo(body.expandInfo);
  await db
    .insert(userAttributions)
    .values({
      userId,
      channelCode,
      urlCode: body.urlCode ?? null,
      invite,
      inviteChannel: body.invite_channel ?? null,
      utm: body.utm ?? null,
      searchWord: body.searchWord ?? null,
      keyWord: body.keyWord ?? null,
      actId: expand.actId,
      actInviteCode: expand.inviteCode,
      promotionId: body.promotionId ?? null,
      mode: body.mode ?? defaultMode,
      landingPath: body.landingPath ?? null,
    })
    .onConflictDoNothing();
}
