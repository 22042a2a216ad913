import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploadUsage } from '../../db/schema/serving';

/** Bytes of images one user may keep stored. */
export const USER_UPLOAD_QUOTA_BYTES = 50 * 1024 * 1024;

/**
 * Reserves room for `bytes` more in a user's storage: true when it fits under the quota. One
 * conditional upsert decides, so parallel uploads cannot overrun it together.
 */
export async function reserveUploadBytes(db: Db, userId: number, bytes: number, quota = USER_UPLOAD_QUOTA_BYTES): Promise<boolean> {
  if (bytes > quota) return false;
  const rows = await db
    .insert(uploadUsage)
    .values({ userId, bytes, files: 1 })
    .onConflictDoUpdate({
      target: uploadUsage.userId,
      set: { bytes: sql`${uploadUsage.bytes} + excluded.bytes`, files: sql`${uploadUsage.files} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${uploadUsage.bytes} + excluded.bytes <= ${quota}`,
    })
    .returning();
  return rows.length === 1;
}

/** Gives back a reservation whose upload was not stored after all. */
export async function releaseUploadBytes(db: Db, userId: number, bytes: number): Promise<void> {
  await db
    .update(uploadUsage)
    .set({ bytes: sql`greatest(0, ${uploadUsage.bytes} - ${bytes})`, files: sql`greatest(0, ${uploadUsage.files} - 1)` })
    .where(sql`${uploadUsage.userId} = ${userId}`);
}
