import { eq } from 'drizzle-orm';
import { adminOperations as ops } from '@marketlens/core/contract';
import type { Db, Tx } from '../../db/client';
import { siteSettings } from '../../db/schema/index';
import { TRIAL } from '../accounts/plans';
import { record, type Actor } from './audit';

/** Built-in values while operators have set none: listModel filters abnormal data out, the trial popup shows, notices do not. */
export const DEFAULT_SETTINGS = Object.freeze({
  openWindows: Object.freeze({ listModel: true, trialVipModel: true, noticeModel: false }),
  trialGift: Object.freeze({ enabled: true, days: TRIAL.days }),
});

type Key = keyof typeof DEFAULT_SETTINGS;
const SCHEMAS = { openWindows: ops.openWindowsSchema, trialGift: ops.trialGiftSchema } as const;

/**
 * One switch as stored, else its default. Read from the database on every use (one primary-key
 * lookup), so a change in the console holds for the next request of every server process.
 */
async function read<K extends Key>(db: Db | Tx, key: K): Promise<{ value: ops.SiteSettings[K]; at: Date | null; by: string | null }> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  const parsed = row ? SCHEMAS[key].safeParse(row.value) : undefined;
  if (row && parsed?.success) return { value: parsed.data as ops.SiteSettings[K], at: row.updatedAt, by: row.updatedBy };
  return { value: { ...DEFAULT_SETTINGS[key] } as ops.SiteSettings[K], at: null, by: null };
}

export const openWindowDefaults = async (db: Db | Tx) => (await read(db, 'openWindows')).value;
export const trialGift = async (db: Db | Tx) => (await read(db, 'trialGift')).value;

/** Every switch with its last change. */
export async function siteSettingsState(db: Db | Tx): Promise<ops.SiteSettings> {
  const [windows, gift] = await Promise.all([read(db, 'openWindows'), read(db, 'trialGift')]);
  const stamp = (s: { at: Date | null; by: string | null }) => (s.at && s.by ? { at: s.at.toISOString(), by: s.by } : null);
  return { openWindows: windows.value, trialGift: gift.value, updated: { openWindows: stamp(windows), trialGift: stamp(gift) } };
}

/** Stores a switch and audits it (before, after) in the caller's transaction. */
export async function saveSetting<K extends Key>(tx: Tx, actor: Actor, key: K, value: ops.SiteSettings[K]): Promise<ops.SiteSettings> {
  const before = await read(tx, key);
  await tx
    .insert(siteSettings)
    .values({ key, value, updatedBy: actor.name })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: actor.name, updatedAt: new Date() } });
  await record(tx, actor, `settings.${key}`, `setting:${key}`, before.value, value);
  return siteSettingsState(tx);
}
