import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import { channels, serviceContacts } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { findById } from './accounts';

/** The contact of a user (or of a channel): their own advisor, else their channel's, else the first (general) one. */
export async function contactFor(db: Tx, user: SessionUser | undefined, preferred: number | null = null) {
  let contactId: number | null = preferred;
  if (user && contactId === null) {
    const row = await findById(db, user.mainUserId ?? user.userId);
    contactId = row?.serviceContactId ?? null;
    if (contactId === null && row?.channelCode) {
      const [channel] = await db.select({ id: channels.serviceContactId }).from(channels).where(eq(channels.urlCode, row.channelCode)).limit(1);
      contactId = channel?.id ?? null;
    }
  }
  const [chosen] = contactId !== null ? await db.select().from(serviceContacts).where(eq(serviceContacts.id, contactId)).limit(1) : [];
  const [first] = chosen ? [chosen] : await db.select().from(serviceContacts).orderBy(asc(serviceContacts.id)).limit(1);
  if (!first) return { weChatUrl: '', weChatUrl2: '', weChatUrl3: '', weChatUrl4: '', nickName: '' };
  // Empty QR slots fall back to the first (spec section 3).
  return {
    weChatUrl: first.weChatUrl,
    weChatUrl2: first.weChatUrl2 || first.weChatUrl,
    weChatUrl3: first.weChatUrl3 || first.weChatUrl,
    weChatUrl4: first.weChatUrl4 || first.weChatUrl,
    nickName: first.nickName,
  };
}
