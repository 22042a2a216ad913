import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { distribution, identity } from '@marketlens/core/contract';
import type { AppDeps, AppEnv } from '../context';
import { channels } from '../db/schema/index';
import { ApiError } from '../http/errors';
import { callInput, reply } from '../http/input';
import { findById } from '../services/accounts/accounts';
import { channelOf } from '../services/accounts/channel';
import { ownerId, requireUser } from '../security/session';

const { IDENTITY_CODES } = identity;

/** Distribution service: `/api/dis/distribution/...`. */
export function distributionRoutes(deps: AppDeps): Hono<AppEnv> {
  void deps;
  const app = new Hono<AppEnv>();

  app.post(distribution.getUserCooperationOrgan.path, requireUser(), async (c) => {
    const channel = await channelOf(c.var.db, ownerId(c.var.user));
    const data = channel?.organId && channel.organName ? { organId: channel.organId, organName: channel.organName, contact: channel.organContact ?? '' } : null;
    return reply(c, distribution.getUserCooperationOrgan, { code: 200, message: '', data });
  });

  app.get(distribution.partnerChannel.path, async (c) => {
    const { query } = await callInput(c, distribution.partnerChannel);
    const where = query.urlCode !== undefined ? eq(channels.urlCode, query.urlCode) : eq(channels.pageIndex, query.index ?? 0);
    const [row] = await c.var.db.select().from(channels).where(where).limit(1);
    // A channel the operators switched off is as good as unknown: its pages show the product's header.
    if (!row?.enabled) throw new ApiError(200, IDENTITY_CODES.notFound, 'channel.notFound');
    const { urlCode, channelName, channelType, logo, logoTitle, loginLabel, link, pageIndex } = row;
    // A channel shows its own header only with all three of logo, title and login label.
    const ownHeader = Boolean(logo && logoTitle && loginLabel);
    return reply(c, distribution.partnerChannel, { code: 200, message: '', data: { urlCode, channelName, channelType, logo, logoTitle, loginLabel, link, pageIndex, ownHeader } });
  });

  app.get(distribution.loginUserChannel.path, requireUser(), async (c) => {
    await callInput(c, distribution.loginUserChannel);
    const owner = await findById(c.var.db, ownerId(c.var.user));
    if (!owner?.channelCode) throw new ApiError(200, IDENTITY_CODES.noPrivateChannel, 'channel.none');
    const channel = await channelOf(c.var.db, owner.id);
    if (!channel) throw new ApiError(200, IDENTITY_CODES.privateChannelMissing, 'channel.missing');
    if (channel.channelType !== 1) throw new ApiError(200, IDENTITY_CODES.privateChannelUnbound, 'channel.unbound');
    return reply(c, distribution.loginUserChannel, { code: 200, message: '', payload: { channelType: channel.channelType, channelName: channel.channelName } });
  });
  return app;
}
