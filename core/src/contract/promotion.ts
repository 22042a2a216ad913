import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

/** Promote channel types: 0 none, 1 private-domain channel, 2 cooperation partner, 3 advertising campaign. */
export const PROMOTE_TYPES = Object.freeze({ none: 0, privateDomain: 1, partner: 2, campaign: 3 } as const);

/** GET /user/promoteType (the spec's getUserPromoteType, signed in): payload.channelType. */
export const getUserPromoteType = defineCall({
  service: 'promotion', method: 'GET', path: '/user/promoteType',
  response: envelope({ payload: z.object({ channelType: z.number().int() }).optional() }),
});

/** GET /customer-service/contact (the spec's getCustomerServiveContact): contact of the promotion's service. */
export const getCustomerServiveContact = defineCall({
  service: 'promotion', method: 'GET', path: '/customer-service/contact',
  query: z.object({ urlCode: z.string().max(64).optional() }).optional(),
  response: envelope({
    data: z.object({ nickName: z.string(), weChatUrl: z.string(), chatHandle: z.string(), email: z.string() }).optional(),
  }),
});
