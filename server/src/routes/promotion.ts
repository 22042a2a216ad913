import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { promotion } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { channels } from '../db/schema/index';
import { callInput, reply } from '../http/input';
import { channelOf } from '../services/accounts/channel';
import { contactFor } from '../services/accounts/service-contact';
import { ownerId, requireUser } from '../security/session';

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
  return app;
}
