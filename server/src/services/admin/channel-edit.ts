import { and, eq, ne, or } from 'drizzle-orm';
import type { adminOperations as ops } from '@marketlens/core/contract';
import { channels } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { record, type Actor } from './audit';

type ChannelRow = typeof channels.$inferSelect;

export const toChannel = (r: ChannelRow): ops.Channel => ({
  urlCode: r.urlCode,
  appId: r.appId,
  channelName: r.channelName,
  channelType: r.channelType,
  pageIndex: r.pageIndex,
  logo: r.logo,
  logoTitle: r.logoTitle,
  loginLabel: r.loginLabel,
  link: r.link,
  enabled: r.enabled,
});

export async function findChannel(db: Tx, urlCode: string): Promise<ops.Channel | undefined> {
  const [row] = await db.select().from(channels).where(eq(channels.urlCode, urlCode)).limit(1);
  return row ? toChannel(row) : undefined;
}

/**
 * Creates a channel or changes one (its urlCode stays: the links handed out carry it), audited with
 * before and after. 'taken' when another channel has the urlCode, appId or page number (checked
 * first for the answer; the unique constraints hold under races, see the route); 'notFound' when
 * the channel to change does not exist.
 */
export async function saveChannel(tx: Tx, actor: Actor, input: ops.ChannelInput): Promise<ops.Channel | 'taken' | 'notFound'> {
  const clash = or(
    input.mode === 'create' ? eq(channels.urlCode, input.urlCode) : undefined,
    input.appId !== null ? eq(channels.appId, input.appId) : undefined,
    input.pageIndex !== null ? eq(channels.pageIndex, input.pageIndex) : undefined,
  );
  if (clash) {
    const [other] = await tx.select({ urlCode: channels.urlCode }).from(channels).where(input.mode === 'create' ? clash : and(clash, ne(channels.urlCode, input.urlCode))).limit(1);
    if (other) return 'taken';
  }
  const values = {
    appId: input.appId,
    channelName: input.channelName,
    channelType: input.channelType,
    pageIndex: input.pageIndex,
    logo: input.logo,
    logoTitle: input.logoTitle,
    loginLabel: input.loginLabel,
    link: input.link,
    enabled: input.enabled,
  };
  if (input.mode === 'create') {
    const [created] = await tx.insert(channels).values({ urlCode: input.urlCode, ...values }).onConflictDoNothing().returning();
    if (!created) return 'taken';
    await record(tx, actor, 'channel.create', `channel:${created.urlCode}`, null, toChannel(created));
    return toChannel(created);
  }
  const [before] = await tx.select().from(channels).where(eq(channels.urlCode, input.urlCode)).for('update').limit(1);
  if (!before) return 'notFound';
  const [after] = await tx.update(channels).set(values).where(eq(channels.urlCode, input.urlCode)).returning();
  if (!after) return 'notFound';
  await record(tx, actor, 'channel.update', `channel:${after.urlCode}`, toChannel(before), toChannel(after));
  return toChannel(after);
}
