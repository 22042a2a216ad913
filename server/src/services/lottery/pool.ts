import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { lottery } from '@marketlens/core/contract';
import type { Locale } from '@marketlens/locales';
import type { Tx } from '../../db/client';
import { lotteryActivities, lotteryPrizes } from '../../db/schema/index';

export type PrizeRow = typeof lotteryPrizes.$inferSelect;
export type ActivityRow = typeof lotteryActivities.$inferSelect;

const nameIn = (row: { nameZh: string; nameEn: string; nameRu: string }, locale: Locale) => (locale === 'en-US' ? row.nameEn : locale === 'ru-RU' ? row.nameRu : row.nameZh);

export async function findActivity(db: Tx, id: number): Promise<ActivityRow | undefined> {
  const [row] = await db.select().from(lotteryActivities).where(eq(lotteryActivities.id, id)).limit(1);
  return row;
}

/** Where the activity stands for members; one an operator paused counts as ended. */
export function activityStatus(row: ActivityRow, now = new Date()): 'upcoming' | 'live' | 'ended' {
  if (row.paused) return 'ended';
  if (now < row.startsAt) return 'upcoming';
  return now >= row.endsAt ? 'ended' : 'live';
}

export async function prizesOf(db: Tx, activityId: number): Promise<PrizeRow[]> {
  return db.select().from(lotteryPrizes).where(eq(lotteryPrizes.activityId, activityId)).orderBy(asc(lotteryPrizes.sort), asc(lotteryPrizes.id));
}

/** A prize as the clients see it; odds are its weight over the pool's total weight. */
export function toPrize(row: PrizeRow, totalWeight: number, locale: Locale): lottery.Prize {
  return { id: row.id, kind: row.kind, name: nameIn(row, locale), odds: totalWeight > 0 ? row.weight / totalWeight : 0, stock: row.stock, value: row.value };
}

export function activityName(row: ActivityRow, locale: Locale): string {
  return nameIn(row, locale);
}

/** Picks one outcome of the pool by weight with a cryptographic random number (the caller then spends its stock). */
export function pickByWeight(prizes: readonly PrizeRow[]): PrizeRow | undefined {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return undefined;
  let r = randomInt(total);
  for (const p of prizes) {
    if (r < p.weight) return p;
    r -= p.weight;
  }
  return undefined;
}
