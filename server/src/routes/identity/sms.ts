import { Hono, type Context } from 'hono';
import { identity } from '@marketlens/core/contract';
import type { AppEnv } from '../../context';
import { clientIp } from '../../http/client-ip';
import { ApiError } from '../../http/errors';
import { callInput, reply } from '../../http/input';
import { requestLocale } from '../../http/language';
import { serverMessage } from '../../http/messages';
import { findMainByMobile, normalizeMobile } from '../../services/accounts/accounts';
import { reserveSend, sendCode } from '../../services/sms/sms';
import type { IdentityServices } from './services';

const { IDENTITY_CODES } = identity;

/** The SMS sends: the single-use captcha ticket, the purpose's rule, then the limits reserved before the gateway is called. */
export function smsRoutes(services: IdentityServices): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  async function send(c: Context<AppEnv>, input: { mobile: string; sendType: string; ticket: string; randstr: string; mustExist?: boolean }) {
    const mobile = normalizeMobile(input.mobile);
    const ip = clientIp(c);
    if (!(await services.captcha.consumeTicket(c.var.db, input.ticket, input.randstr, ip))) {
      throw new ApiError(200, IDENTITY_CODES.captchaTicketInvalid, 'captcha.ticketInvalid');
    }
    const exists = Boolean(await findMainByMobile(c.var.db, mobile));
    if ((input.mustExist || input.sendType === 'res') && !exists) throw new ApiError(200, IDENTITY_CODES.mobileNotRegistered, 'account.notRegistered');
    // Reserved before the gateway is called (one atomic statement per limit), so that parallel
    // sends cannot pass the limits together; a failed gateway call gives the reservation back.
    const reserved = await reserveSend(c.var.db, mobile, ip);
    await sendCode(c.var.db, services.sms, { mobile, sendType: input.sendType, ip, reserved }, c.var.log);
    return exists;
  }
  const sent = (c: Context<AppEnv>) => ({ code: 200, message: serverMessage(requestLocale(c.req.header('cookie'), c.req.header('accept-language')), 'sms.sent') });

  app.post(identity.sendMessage.path, async (c) => {
    const { query } = await callInput(c, identity.sendMessage);
    await send(c, { mobile: query.mobilePhone, sendType: query.sendType, ticket: query.ticket, randstr: query.randstr });
    return reply(c, identity.sendMessage, sent(c));
  });
  for (const def of [identity.sendMessageV2, identity.sendMessageV3]) {
    app.post(def.path, async (c) => {
      const { body } = await callInput(c, def);
      await send(c, { mobile: body.mobilePhone, sendType: body.sendType, ticket: body.ticket, randstr: body.randstr });
      return reply(c, def, sent(c));
    });
  }
  app.post(identity.sendTencentMessage.path, async (c) => {
    const { body } = await callInput(c, identity.sendTencentMessage);
    await send(c, { mobile: body.mobile, sendType: body.type, ticket: body.ticket, randstr: body.randstr });
    return reply(c, identity.sendTencentMessage, sent(c));
  });
  app.post(identity.hasUserSendMessageV2.path, async (c) => {
    const { body } = await callInput(c, identity.hasUserSendMessageV2);
    await send(c, { mobile: body.mobilePhone, sendType: 'log', ticket: body.ticket, randstr: body.randstr, mustExist: true });
    return reply(c, identity.hasUserSendMessageV2, { ...sent(c), exist: true });
  });
  return app;
}
