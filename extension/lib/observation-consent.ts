import { storage } from 'wxt/utils/storage';
import { z } from 'zod';

/**
 * Whether the member shares what Ozon pages show (goods, prices, positions; nothing about the member
 * or buyers) to improve MarketLens's market estimates. Off until the member has seen the one-time
 * notice that says what is sent; acknowledging the notice turns it on, declining in the notice or
 * switching it off in the options keeps it off.
 */
export const consentSchema = z.object({
  /** When the member acknowledged or declined the notice (ISO 8601); null while it has not been seen. */
  noticeSeenAt: z.string().datetime().nullable(),
  share: z.boolean(),
});
export type ObservationConsent = z.infer<typeof consentSchema>;

export const NO_CONSENT: ObservationConsent = Object.freeze({ noticeSeenAt: null, share: false });

export const consentItem = storage.defineItem<ObservationConsent>('local:observationConsent', { fallback: NO_CONSENT });

/** The stored choice; anything unreadable counts as not asked yet (so nothing is sent). */
export async function readConsent(): Promise<ObservationConsent> {
  const parsed = consentSchema.safeParse(await consentItem.getValue());
  return parsed.success ? parsed.data : NO_CONSENT;
}

/** Sharing is on only when the notice was seen and the member did not switch it off. */
export function sharing(consent: ObservationConsent): boolean {
  return consent.noticeSeenAt !== null && consent.share;
}

export async function sharingAllowed(): Promise<boolean> {
  return sharing(await readConsent());
}

/** The member's answer to the notice (or the options page's switch, which shows the same text). */
export async function setSharing(share: boolean, now = new Date()): Promise<void> {
  const current = await readConsent();
  await consentItem.setValue({ noticeSeenAt: current.noticeSeenAt ?? now.toISOString(), share });
}
