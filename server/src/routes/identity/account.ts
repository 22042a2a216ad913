import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { CATEGORIES, TIER_LIMITS } from '@marketlens/core/constants';
import { adminOperations, identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import { categories, feedback, memberships, userCategories, userWindows } from '../../db/schema/index';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { requestLocale } from '../../http/language';
import { isPayingMember, productOf, TRIAL } from '../../services/accounts/plans';
import { contactFor } from '../../services/accounts/service-contact';
import { takeAddressUse } from '../../security/rate-counter';
import { optionalUser, ownerId, requireUser } from '../../security/session';
import { toFeedbackItem } from '../../services/admin/feedback';
import { openWindowDefaults, trialGift } from '../../services/admin/settings';

const { IDENTITY_CODES } = identity;
const DAY_MS = 24 * 60 * 60_000;

/** Membership, trial gift, categories, popups, feedback and customer-service contacts. */
export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(identity.giveAway.path, requireUser(), async (c) => {
    const owner = ownerId(c.var.user);
    const db = c.var.db;
    const now = new Date();
    const granted = await db.transaction(async (tx) => {
      // The gift as the console sets it now: switched off, nothing is granted (and nothing claimed).
      const gift = await trialGift(tx);
      if (!gift.enabled) return 'off' as const;
      await tx.insert(memberships).values({ userId: owner }).onConflictDoNothing();
      // One statement claims it: never twice, and never for an active paid plan (nothing is added to it).
      const notPaying = sql`NOT (coalesce(${memberships.planId} <> ${TRIAL.planId}, false) AND coalesce(${memberships.maturityTime} > ${now.toISOString()}::timestamptz, false))`;
      const [m] = await tx.update(memberships).set({ trialClaimedAt: now }).where(and(eq(memberships.userId, owner), isNull(memberships.trialClaimedAt), notPaying)).returning();
      if (!m) {
        const [held] = await tx.select().from(memberships).where(eq(memberships.userId, owner));
        return isPayingMember(held, now.getTime()) ? ('paying' as const) : false;
      }
      const current = await productOf(tx, owner);
      // Expired or never a member: the trial plan itself; an unclaimed running trial: the days on top.
      const base = Math.max(now.getTime(), m.bonusEndTime?.getTime() ?? 0);
      const bonusEndTime = new Date(base + gift.days * DAY_MS);
      await tx.update(memberships).set(current.expired ? { planId: TRIAL.planId, maturityTime: bonusEndTime } : { bonusEndTime }).where(eq(memberships.userId, owner));
      return true;
    });
    if (granted === 'off' || granted === 'paying') throw new ApiError(200, IDENTITY_CODES.giftUnavailable, 'account.giftUnavailable');
    if (!granted) throw new ApiError(200, IDENTITY_CODES.giftAlreadyClaimed, 'account.giftClaimed');
    const { trialClaimed, ...product } = await productOf(db, owner);
    void trialClaimed;
    return reply(c, identity.giveAway, { code: 200, message: '', data: product });
  });

  app.post(identity.getUserProductAndPolicy.path, requireUser(), async (c) => {
    const owner = ownerId(c.var.user);
    const { trialClaimed, ...product } = await productOf(c.var.db, owner);
    void trialClaimed;
    const bound = await c.var.db.select({ typeId: userCategories.typeId }).from(userCategories).where(eq(userCategories.userId, owner));
    return reply(c, identity.getUserProductAndPolicy, { code: 200, message: '', data: { ...product, categoryBuyStatus: bound.length > 0 } });
  });

  app.post(identity.userCategoryList.path, requireUser(), async (c) => {
    const owner = ownerId(c.var.user);
    const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
    const product = await productOf(c.var.db, owner);
    const rows = await c.var.db
      .select({ typeId: categories.typeId, zh: categories.nameZh, en: categories.nameEn, ru: categories.nameRu })
      .from(userCategories)
      .innerJoin(categories, eq(categories.typeId, userCategories.typeId))
      .where(eq(userCategories.userId, owner))
      .orderBy(asc(userCategories.slot));
    const categorys = rows.map((r) => ({ typeId: r.typeId, typeName: locale === 'en-US' ? r.en : locale === 'ru-RU' ? r.ru : r.zh }));
    // TIER_LIMITS: null binds every category, which the old call counts as all top categories.
    const bindableNum = product.tier && !product.expired ? (TIER_LIMITS[product.tier].boundCategories ?? CATEGORIES.length) : 0;
    return reply(c, identity.userCategoryList, { code: 200, message: '', data: { categorys, bindableNum, buyNum: categorys.length, canNextBind: categorys.length < bindableNum } });
  });

  app.get(identity.isOpenWindowV2.path, optionalUser(), async (c) => {
    const user = c.var.user;
    const own = user ? await c.var.db.select().from(userWindows).where(eq(userWindows.userId, user.userId)) : [];
    // Defaults as the console sets them, for accounts without a choice of their own.
    const defaults = await openWindowDefaults(c.var.db);
    const data = adminOperations.OPEN_WINDOW_TYPES.map((openType) => ({ openType, openFlag: own.find((o) => o.openType === openType)?.openFlag ?? defaults[openType] }));
    return reply(c, identity.isOpenWindowV2, { code: 200, message: '', data });
  });

  app.get(identity.userGivTrialVipWindow.path, requireUser(), async (c) => {
    const [product, gift] = await Promise.all([productOf(c.var.db, ownerId(c.var.user)), trialGift(c.var.db)]);
    return reply(c, identity.userGivTrialVipWindow, { code: 200, message: '', data: { show: gift.enabled && !product.trialClaimed && product.expired, trialDays: gift.days } });
  });

  app.get(identity.userFeedback.path, optionalUser(), async (c) => {
    const { query } = await callInput(c, identity.userFeedback);
    await takeAddressUse(c.var.db, 'feedback', clientIp(c));
    const [row] = await c.var.db
      .insert(feedback)
      .values({ userId: c.var.user?.userId ?? null, type: query.type, complaint: query.complaint ?? '', problemDescription: query.problemDescription, imgUrl: query.imgUrl ?? '', ip: clientIp(c) })
      .returning();
    return reply(c, identity.userFeedback, { code: 200, message: '', id: row?.id });
  });

  app.get(identity.myFeedback.path, requireUser(), async (c) => {
    const rows = await c.var.db.select().from(feedback).where(eq(feedback.userId, c.var.user.userId)).orderBy(desc(feedback.id)).limit(100);
    return reply(c, identity.myFeedback, { code: 200, message: '', data: rows.map(toFeedbackItem) });
  });

  app.get(identity.queryFollowServiceInfo.path, requireUser(), async (c) => {
    return reply(c, identity.queryFollowServiceInfo, { code: 200, message: '', ...(await contactFor(c.var.db, c.var.user)) });
  });
  app.get(identity.queryCustomerServiceInfo.path, optionalUser(), async (c) => {
    return reply(c, identity.queryCustomerServiceInfo, { code: 200, message: '', ...(await contactFor(c.var.db, c.var.user)) });
  });
  return app;
}
