import { and, asc, desc, eq } from 'drizzle-orm';
import type { adminOperations as ops } from '@marketlens/core/contract';
import { frontImgWindows, liveNotices } from '../../db/schema/index';
import { windowImage } from '../content/college';
import { clearMarketCache } from '../market/service';
import type { Db, Tx } from '../../db/client';
import { record, type Actor } from './audit';

type WindowRow = typeof frontImgWindows.$inferSelect;
type NoticeRow = typeof liveNotices.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWindow(apiOrigin: string, r: WindowRow, now = new Date()): ops.FrontWindow {
  const live = r.enabled && (!r.startsAt || r.startsAt <= now) && (!r.endsAt || r.endsAt > now);
  return {
    id: r.id,
    lang: r.lang,
    showAddress: r.showAddress,
    title: r.title,
    imgUrl: r.imgUrl,
    shownImg: windowImage(apiOrigin, r),
    linkUrl: r.linkUrl,
    sort: r.sort,
    startsAt: iso(r.startsAt),
    endsAt: iso(r.endsAt),
    enabled: r.enabled,
    live,
  };
}

export const toNotice = (r: NoticeRow): ops.LiveNoticeRow => ({
  id: r.id,
  lang: r.lang,
  title: r.title,
  speaker: r.speaker,
  summary: r.summary,
  startTime: r.startTime.toISOString(),
  minutes: r.minutes,
  linkUrl: r.linkUrl,
  enabled: r.enabled,
});

/** Every window of a language (and place), by place and order. */
export async function listFrontWindows(db: Db, apiOrigin: string, lang: ops.FrontWindow['lang'], showAddress?: number): Promise<ops.FrontWindow[]> {
  const rows = await db
    .select()
    .from(frontImgWindows)
    .where(and(eq(frontImgWindows.lang, lang), showAddress ? eq(frontImgWindows.showAddress, showAddress) : undefined))
    .orderBy(asc(frontImgWindows.showAddress), asc(frontImgWindows.sort), asc(frontImgWindows.id));
  return rows.map((r) => toWindow(apiOrigin, r));
}

/** Creates or changes a window, audited with before and after; undefined when the window to change does not exist, 'badPeriod' for an end before the start. */
export async function saveFrontWindow(tx: Tx, actor: Actor, apiOrigin: string, input: ops.FrontWindowInput): Promise<ops.FrontWindow | 'badPeriod' | undefined> {
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) return 'badPeriod';
  const values = { lang: input.lang, showAddress: input.showAddress, title: input.title, imgUrl: input.imgUrl, linkUrl: input.linkUrl, sort: input.sort, startsAt, endsAt, enabled: input.enabled, updatedAt: new Date() };
  let before: WindowRow | undefined;
  let after: WindowRow | undefined;
  if (input.id === undefined) {
    [after] = await tx.insert(frontImgWindows).values(values).returning();
  } else {
    [before] = await tx.select().from(frontImgWindows).where(eq(frontImgWindows.id, input.id)).for('update').limit(1);
    if (!before) return undefined;
    [after] = await tx.update(frontImgWindows).set(values).where(eq(frontImgWindows.id, input.id)).returning();
  }
  if (!after) return undefined;
  const shown = toWindow(apiOrigin, after);
  await record(tx, actor, input.id === undefined ? 'frontWindow.create' : 'frontWindow.update', `frontWindow:${after.id}`, before ? toWindow(apiOrigin, before) : null, shown);
  return shown;
}

export async function deleteFrontWindow(tx: Tx, actor: Actor, apiOrigin: string, id: number): Promise<boolean> {
  const [gone] = await tx.delete(frontImgWindows).where(eq(frontImgWindows.id, id)).returning();
  if (!gone) return false;
  await record(tx, actor, 'frontWindow.delete', `frontWindow:${id}`, toWindow(apiOrigin, gone), null);
  return true;
}

/** The generated banners are cached with the market answers: an edited title must draw anew. */
export const forgetBanners = (db: Db) => clearMarketCache(db);

export async function listLiveNotices(db: Db, lang: ops.LiveNoticeRow['lang']): Promise<ops.LiveNoticeRow[]> {
  const rows = await db.select().from(liveNotices).where(eq(liveNotices.lang, lang)).orderBy(desc(liveNotices.startTime), desc(liveNotices.id)).limit(200);
  return rows.map(toNotice);
}

/** Creates or changes a live notice, audited; undefined when the notice to change does not exist. */
export async function saveLiveNotice(tx: Tx, actor: Actor, input: ops.LiveNoticeInput): Promise<ops.LiveNoticeRow | undefined> {
  const values = { lang: input.lang, title: input.title, speaker: input.speaker, summary: input.summary, startTime: new Date(input.startTime), minutes: input.minutes, linkUrl: input.linkUrl, enabled: input.enabled };
  let before: NoticeRow | undefined;
  let after: NoticeRow | undefined;
  if (input.id === undefined) {
    [after] = await tx.insert(liveNotices).values(values).returning();
  } else {
    [before] = await tx.select().from(liveNotices).where(eq(liveNotices.id, input.id)).for('update').limit(1);
    if (!before) return undefined;
    [after] = await tx.update(liveNotices).set(values).where(eq(liveNotices.id, input.id)).returning();
  }
  if (!after) return undefined;
  const row = toNotice(after);
  await record(tx, actor, input.id === undefined ? 'liveNotice.create' : 'liveNotice.update', `liveNotice:${after.id}`, before ? toNotice(before) : null, row);
  return row;
}

export async function deleteLiveNotice(tx: Tx, actor: Actor, id: number): Promise<boolean> {
  const [gone] = await tx.delete(liveNotices).where(eq(liveNotices.id, id)).returning();
  if (!gone) return false;
  await record(tx, actor, 'liveNotice.delete', `liveNotice:${id}`, toNotice(gone), null);
  return true;
}
