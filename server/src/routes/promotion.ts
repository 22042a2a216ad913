import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { promotion } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { channels } from '../db/schema/index';
import { callInput, reply } from '../http/input';
import { channelOf } from '../services/accounts/channel';
import { contactFor } from '../services/accounts/service-contact';
import { ApiError } from '../http/errors';
import { requestLocale } from '../http/language';
import { describePromotion, findPromotion, promotionStatus, signUp } from '../services/promote/promotions';
import { optionalUser, ownerId, requireUser } from '../security/session';

const { PROMOTE_CODES } = promotion;
const LANG_OF = { 'zh-CN': 'zh', 'en-US': 'en', 'ru-RU': 'ru' } as const;

/** Promotion service: `/api/{product}-promote/promote/v1/...`. */
export function promotionRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  const app = new Hono<AppEnv>();

  app.get(promotion.getUserPromoteType.path, requireUser(), async (c) => {
    const channel = await channelOf(c.var.db, ownerId(c.var.user));
    return reply(c, promotion.getUserPromoteType, { code: 200, message: '', payload: { channelType: channel?.channelType ?? promotion.PROMOTE_TYPES.none } });
  });

  app.get(promotion.getCustomerServiveContact.path, async (c) => {
    const { query } = await callInput(c, promotion.getCustomerServiveContact);
    const [channel] = query?.urlCode ? await c.var.db.select().from(channels).where(eq(channels.urlCode, query.urlCode)).limit(1) : [];
    const contact = await contactFor(c.var.db, undefined, channel?.serviceContactId ?? null);
    const brand = c.var.runtimeConfig.brand;
    return reply(c, promotion.getCustomerServiveContact, {
      code: 200,
      message: '',
      data: { nickName: contact.nickName, weChatUrl: contact.weChatUrl, chatHandle: brand.supportChat, email: brand.supportEmail },
    });
  });

  app.get(promotion.promotionDetail.path, optionalUser(), async (c) => {
    const { query } = await callInput(c, promotion.promotionDetail);
    const row = await findPromotion(c.var.db, query?.id);
    if (!row) throw new ApiError(200, PROMOTE_CODES.promotionNotFound, 'promotion.notFound');
    const lang = query?.lang ?? LANG_OF[requestLocale(c.req.header('cookie'), c.req.header('accept-language'))];
    const user = c.get('user');
    return reply(c, promotion.promotionDetail, { code: 200, message: '', data: await describePromotion(c.var.db, row, lang, user ? ownerId(user) : undefined) });
  });

  app.post(promotion.joinPromotion.path, requireUser(), async (c) => {
    const { body } = await callInput(c, promotion.joinPromotion);
    const row = await findPromotion(c.var.db, body.id);
    if (!row) throw new ApiError(200, PROMOTE_CODES.promotionNotFound, 'promotion.notFound');
    if (promotionStatus(row) !== 'live') throw new ApiError(200, PROMOTE_CODES.promotionNotLive, 'promotion.notLive');
    const result = await c.var.db.transaction((tx) => signUp(tx, row, ownerId(c.var.user), false));
    return reply(c, promotion.joinPromotion, { code: 200, message: '', data: { joined: true, couponId: row.couponId, couponCredited: result.couponCredited } });
  });
  return app;
}
