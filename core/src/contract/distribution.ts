import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intQuery } from './identity-fields';

/** The partner organisation an account cooperates with. */
export const cooperationOrganSchema = z.object({ organId: z.number().int(), organName: z.string(), contact: z.string() });

/** POST /distribution-channel/getUserCooperationOrgan (signed in): data is null without a partner. */
export const getUserCooperationOrgan = defineCall({
  service: 'distribution', method: 'POST', path: '/distribution-channel/getUserCooperationOrgan',
  response: envelope({ data: cooperationOrganSchema.nullable().optional() }),
});

/** A registration channel: what a promotion landing page shows in its header. */
export const partnerChannelSchema = z.object({
  urlCode: z.string(),
  channelName: z.string(),
  channelType: z.number().int(),
  logo: z.string(),
  logoTitle: z.string(),
  loginLabel: z.string(),
  link: z.string(),
  /** The channel's own page `/promote/{pageIndex}`, null without one. */
  pageIndex: z.number().int().nullable(),
  /** Whether the channel brings its own header (logo, title and login label); else the product's shows. */
  ownHeader: z.boolean(),
});
export type PartnerChannel = z.infer<typeof partnerChannelSchema>;

/**
 * GET /public/partnerChannel?appId&urlCode: registration channel info (IDENTITY_CODES.notFound for an unknown code).
 * `index` instead of urlCode finds the channel of the page `/promote/{index}`.
 */
export const partnerChannel = defineCall({
  service: 'distribution', method: 'GET', path: '/public/partnerChannel',
  query: z
    .object({ appId: z.string().max(64).optional(), urlCode: z.string().min(1).max(64).optional(), index: intQuery().positive().optional() })
    .refine((q) => q.urlCode !== undefined || q.index !== undefined, { message: 'urlCode or index is required', path: ['urlCode'] }),
  response: envelope({ data: partnerChannelSchema.optional() }),
});

/** GET /privateAreaChannel/loginUserChannel (signed in): 30005 when the user came through no private-domain channel. */
export const loginUserChannel = defineCall({
  service: 'distribution', method: 'GET', path: '/privateAreaChannel/loginUserChannel',
  query: z.object({ appId: z.string().max(64).optional(), channelId: intQuery().optional() }).optional(),
  response: envelope({ payload: z.object({ channelType: z.number().int(), channelName: z.string() }).optional() }),
});
