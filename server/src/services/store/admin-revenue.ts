import { and, asc, count, eq, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { adminStore } from '@marketlens/core/contract';
import { orders, userAttributions, users } from '../../db/schema/index';
import type { Tx } from '../../db/client';
import { beijingDayEnd, beijingDayStart } from './admin-orders';

type Row = { key: string; orders: number; amountFen: number; refundedFen: number; members: number };
type ChannelRow = Row & { registrations: number; conversionPercent: number };
export type Revenue = { total: Row; byDay: Row[]; byPlan: Row[]; byChannel: ChannelRow[] };

const DAY_MS = 86_400_000;
const num = (expr: ReturnType<typeof sql>) => expr.mapWith(Number);

/** A Beijing day (UTC+8 all year, no daylight saving) of a moment, as YYYY-MM-DD, in SQL. */
const beijingDay = sql<string>`to_char((${orders.paidAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/**
 * The sums of a group of paid orders: how many, what was paid (gross), what of it was refunded
 * (net = amount − refunded; a refund counts on the day its order was paid), and how many members
 * paid (an order refunded in full makes no paying member).
 */
const sums = {
  orders: num(sql`count(*)`),
  amountFen: num(sql`coalesce(sum(${orders.amountFen}), 0)`),
  refundedFen: num(sql`coalesce(sum(${orders.refundedFen}), 0)`),
  members: num(sql`count(DISTINCT ${orders.userId}) FILTER (WHERE ${orders.status} <> 'refunded')`),
};

const empty = (key: string): Row => ({ key, orders: 0, amountFen: 0, refundedFen: 0, members: 0 });

/** The Beijing days from `from` to `to` inclusive, or null when the range is not valid (to before from, over a year, not a calendar day). */
export function revenueDays(from: string, to: string): string[] | null {
  const start = beijingDayStart(from);
  const end = beijingDayEnd(to);
  if (!start || !end || end <= start) return null;
  const n = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (n > adminStore.STORE_LIMITS.revenueDaysMax) return null;
  return Array.from({ length: n }, (_, i) => new Date(start.getTime() + i * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10));
}

/**
 * Revenue of the orders paid between two Beijing days: the totals, by day (every day, empty ones
 * as zeros), by plan and by promote channel (the member's registration channel at checkout, ''
 * for none). A channel's `members` are its new paying members: members whose first paid order
 * (not refunded in full) falls in the period; beside them the registrations the channel brought in
 * the period (main accounts, by user_attributions' channel, else users.channel_code), and the
 * conversion between the two in percent.
 */
export async function revenue(db: Tx, days: string[]): Promise<Revenue> {
  const from = beijingDayStart(days[0] ?? '');
  const to = beijingDayEnd(days[days.length - 1] ?? '');
  if (!from || !to) throw new Error('revenue needs a valid range');
  const paidIn = and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lt(orders.paidAt, to));

  const [total] = await db.select(sums).from(orders).where(paidIn);
  const dayRows = await db.select({ key: beijingDay, ...sums }).from(orders).where(paidIn).groupBy(beijingDay);
  const planRows = await db.select({ planId: orders.planId, ...sums }).from(orders).where(paidIn).groupBy(orders.planId).orderBy(asc(orders.planId));
  const channelKey = sql<string>`coalesce(${orders.promoteChannel}, '')`;
  const channelRows = await db.select({ key: channelKey, ...sums }).from(orders).where(paidIn).groupBy(channelKey);

  // Each member's first paid order that was not refunded in full, and the channel it came with.
  const first = db
    .selectDistinctOn([orders.userId], { userId: orders.userId, paidAt: orders.paidAt, channel: sql<string>`coalesce(${orders.promoteChannel}, '')`.as('channel') })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), ne(orders.status, 'refunded')))
    .orderBy(orders.userId, orders.paidAt, orders.id)
    .as('first_paid');
  const newPayers = await db
    .select({ key: first.channel, n: count() })
    .from(first)
    .where(and(gte(first.paidAt, from), lt(first.paidAt, to)))
    .groupBy(first.channel);

  const regChannel = sql<string>`coalesce(${userAttributions.channelCode}, ${users.channelCode}, '')`;
  const registered = await db
    .select({ key: regChannel, n: count() })
    .from(users)
    .leftJoin(userAttributions, eq(userAttributions.userId, users.id))
    .where(and(isNull(users.mainUserId), gte(users.createdAt, from), lt(users.createdAt, to)))
    .groupBy(regChannel);

  const byDayMap = new Map(dayRows.map((r) => [r.key, r]));
  const paidBy = new Map(channelRows.map((r) => [r.key, r]));
  const newBy = new Map(newPayers.map((r) => [r.key, r.n]));
  const regBy = new Map(registered.map((r) => [r.key, r.n]));
  const channels = [...new Set([...paidBy.keys(), ...newBy.keys(), ...regBy.keys()])];
  const byChannel = channels
    .map((key): ChannelRow => {
      const registrations = regBy.get(key) ?? 0;
      const members = newBy.get(key) ?? 0;
      return {
        ...(paidBy.get(key) ?? empty(key)),
        key,
        members,
        registrations,
        conversionPercent: registrations > 0 ? Math.round((members / registrations) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => b.amountFen - b.refundedFen - (a.amountFen - a.refundedFen) || b.registrations - a.registrations || a.key.localeCompare(b.key));

  return {
    total: { ...(total ?? empty('total')), key: 'total' },
    byDay: days.map((d) => ({ ...(byDayMap.get(d) ?? empty(d)), key: d })),
    byPlan: planRows.map(({ planId, ...r }) => ({ key: String(planId), ...r })),
    byChannel,
  };
}
