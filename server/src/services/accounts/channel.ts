import { eq } from 'drizzle-orm';
import { channels } from '../../db/schema/index';
import { findById } from './accounts';
import type { Tx } from '../../db/client';

/** The registration channel an account came through, if it still exists. */
export async function channelOf(db: Tx, userId: number) {
  const row = await findById(db, userId);
  if (!row?.channelCode) return undefined;
  const [channel] = await db.select().from(channels).where(eq(channels.urlCode, row.channelCode)).limit(1);
  return channel;
}
