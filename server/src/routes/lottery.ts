import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { lottery } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { lotteryDraws, lotteryInvites, lotteryPrizes, users } from '../db/schema/index';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { requestLocale } from '../http/language';
import { requireUser } from '../security/session';
import { claimPrize, drawOnce, todayOf } from '../services/lottery/draw';
import { findEntrant, joinActivity, toEntrant } from '../services/lottery/entrants';
import { activityName, activityStatus, findActivity, prizesOf, toPrize } from '../services/lottery/pool';
import type { Tx } from '../db/client';

const { LOTTERY_CODES, LOTTERY_LIMITS } = lottery;
const DAY_MS = 86_400_000;

async function activityOr404(db: Tx, id: number) {
  const row = await findActivity(db, id);
  if (!row) throw new ApiError(200, LOTTERY_CODES.notFound, 'lottery.notFound');
  return row;
}

const totalWeight = (prizes: { weight: number }[]) => prizes.reduce((s, p) => s + p.weight, 0);
/** A friend's number as the inviter sees it: 138****8000. */
const mask = (mobile: string) => (mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****');

/** The lottery (DECISIONS.md section 13): activity, joining, draws, invitations, prizes and their claim. */
export function lotteryRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  const app = new Hono<AppEnv>();
  const localeOf = (c: { req: { header(name: string): string | undefined } }) => requestLocale(c.req.header('cookie'), c.req.header('accept-language'));

  app.get(lottery.activity.path, async (c) => {
    const { query } = await callInput(c, lottery.activity);
    const db = c.var.db;
    const row = await activityOr404(db, query.actId);
    const prizes = await prizesOf(db, row.id);
    const locale = query.lang === 'en' ? 'en-US' : query.lang === 'ru' ? 'ru-RU' : query.lang === 'zh' ? 'zh-CN' : localeOf(c);
    const weight = totalWeight(prizes);
    return reply(c, lottery.activity, {
      code: 200,
      data: {
        id: row.id,
        name: activityName(row, locale),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        status: activityStatus(row),
        dailyDrawLimit: row.dailyDrawLimit,
        prizes: prizes.map((p) => toPrize(p, weight, locale)),
      },
    });
  });

  app.get(lottery.me.path, requireUser(), async (c) => {
    const { query } = await callInput(c, lottery.me);
    const row = await activityOr404(c.var.db, query.actId);
    return reply(c, lottery.me, { code: 200, data: toEntrant(await findEntrant(c.var.db, row.id, c.var.user.userId), todayOf(), activityStatus(row) === 'live') });
  });

  app.post(lottery.join.path, requireUser(), async (c) => {
    const { body } = await callInput(c, lottery.join);
    const db = c.var.db;
    const row = await activityOr404(db, body.actId);
    if (activityStatus(row) !== 'live') throw new ApiError(200, activityStatus(row) === 'ended' ? LOTTERY_CODES.ended : LOTTERY_CODES.notStarted, activityStatus(row) === 'ended' ? 'lottery.ended' : 'lottery.notStarted');
    const userId = c.var.user.userId;
    const granted = await db.transaction((tx) => joinActivity(tx, row, userId));
    return reply(c, lottery.join, { code: 200, data: { granted, entrant: toEntrant(await findEntrant(db, row.id, userId), todayOf()) } });
  });

  app.post(lottery.draw.path, requireUser(), async (c) => {
    const { body } = await callInput(c, lottery.draw);
    const db = c.var.db;
    const row = await activityOr404(db, body.actId);
    const result = await drawOnce(db, row, c.var.user);
    const locale = body.lang === 'en' ? 'en-US' : body.lang === 'ru' ? 'ru-RU' : body.lang === 'zh' ? 'zh-CN' : localeOf(c);
    const weight = totalWeight(await prizesOf(db, row.id));
    return reply(c, lottery.draw, { code: 200, data: { drawId: result.drawId, prize: result.prize ? toPrize(result.prize, weight, locale) : null, chances: result.chances } });
  });

  app.get(lottery.winnings.path, requireUser(), async (c) => {
    const { query } = await callInput(c, lottery.winnings);
    const db = c.var.db;
    const row = await activityOr404(db, query.actId);
    const locale = query.lang === 'en' ? 'en-US' : query.lang === 'ru' ? 'ru-RU' : query.lang === 'zh' ? 'zh-CN' : localeOf(c);
    const weight = totalWeight(await prizesOf(db, row.id));
    const rows = await db
      .select({ draw: lotteryDraws, prize: lotteryPrizes })
      .from(lotteryDraws)
      .innerJoin(lotteryPrizes, eq(lotteryPrizes.id, lotteryDraws.prizeId))
      .where(and(eq(lotteryDraws.activityId, row.id), eq(lotteryDraws.userId, c.var.user.userId), isNotNull(lotteryDraws.prizeId)))
      .orderBy(desc(lotteryDraws.id))
      .limit(100);
    return reply(c, lottery.winnings, {
      code: 200,
      data: rows.map(({ draw, prize }) => ({
        drawId: draw.id,
        prize: toPrize(prize, weight, locale),
        wonAt: draw.createdAt.toISOString(),
        claimedAt: draw.claimedAt?.toISOString() ?? null,
        claimUntil: new Date(draw.createdAt.getTime() + LOTTERY_LIMITS.claimDays * DAY_MS).toISOString(),
        shipping: prize.kind === 'physical' ? { status: draw.shipStatus, carrier: draw.carrier, trackingNo: draw.trackingNo, updatedAt: draw.shipUpdatedAt?.toISOString() ?? null } : null,
      })),
    });
  });

  app.get(lottery.invitations.path, requireUser(), async (c) => {
    const { query } = await callInput(c, lottery.invitations);
    const db = c.var.db;
    const row = await activityOr404(db, query.actId);
    const rows = await db
      .select({ mobile: users.mobile, at: lotteryInvites.createdAt })
      .from(lotteryInvites)
      .innerJoin(users, eq(users.id, lotteryInvites.inviteeId))
      .where(and(eq(lotteryInvites.activityId, row.id), eq(lotteryInvites.inviterId, c.var.user.userId)))
      .orderBy(desc(lotteryInvites.createdAt))
      .limit(200);
    return reply(c, lottery.invitations, { code: 200, data: { list: rows.map((r) => ({ friend: mask(r.mobile), at: r.at.toISOString() })), chancesEarned: rows.length } });
  });

  app.post(lottery.claim.path, requireUser(), async (c) => {
    const { body } = await callInput(c, lottery.claim);
    await claimPrize(c.var.db, c.var.user.userId, body);
    return reply(c, lottery.claim, { code: 200, message: '' });
  });
  return app;
}
