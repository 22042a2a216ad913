import { and, count, desc, eq, gte, like, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import { adminObservations as obs, observations as contract } from '@marketlens/core/contract';
import type { Db } from '../../db/client';
import { collectorRuns, observationBatches, observations } from '../../db/schema/observations';
import type { CollectorConfig } from '../collector/config';
import { refusedSinceStart } from '../observations/metrics';
import { originOf } from '../observations/origin';

type Filters = { origin?: string | undefined; day?: string | undefined; source?: (typeof obs.OBSERVATION_SOURCES)[number] | undefined };
type Paging = { pageNum: number; pageSize: number };

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const DAY_MS = 86_400_000;
/** The instants a Moscow day (UTC+3, no daylight saving) starts and ends. */
const moscowSpan = (day: string) => {
  const from = new Date(Date.parse(`${day}T00:00:00+03:00`));
  return { from, to: new Date(from.getTime() + DAY_MS) };
};
const isQuarantineReason = (r: string | null): r is (typeof obs.QUARANTINE_REASONS)[number] => (obs.QUARANTINE_REASONS as readonly (string | null)[]).includes(r);

/** Quarantined rows under the filters, newest first; the count per reason ignores the reason filter, so every reason stays in view. */
export async function heldRows(db: Db, q: Filters & Paging & { reason?: (typeof obs.QUARANTINE_REASONS)[number] | undefined }): Promise<NonNullable<obs.HeldAnswer>> {
  const base = and(
    eq(observations.status, 'quarantined'),
    // The origin is hex (checked by the contract), so a prefix cannot carry a LIKE wildcard.
    q.origin ? like(observations.origin, `${q.origin}%`) : undefined,
    q.day ? eq(observations.day, q.day) : undefined,
    q.source ? eq(observations.source, q.source) : undefined,
  );
  const where = and(base, q.reason ? eq(observations.reason, q.reason) : undefined);
  const [found, [total], perReason] = await Promise.all([
    db.select().from(observations).where(where).orderBy(desc(observations.observedAt), desc(observations.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(observations).where(where),
    db.select({ reason: observations.reason, n: count() }).from(observations).where(base).groupBy(observations.reason),
  ]);
  const counted = new Map(perReason.filter((r) => isQuarantineReason(r.reason)).map((r) => [r.reason, r.n]));
  return {
    list: found.map((r) => ({
      id: r.id, goodsId: r.goodsId, observedAt: r.observedAt.toISOString(), day: r.day, source: r.source, origin: r.origin, page: r.page, context: r.context,
      title: r.title, price: r.price, position: r.position, reason: (contract.OBSERVATION_REASONS as readonly string[]).includes(r.reason ?? '') ? (r.reason as contract.ObservationReason) : 'invalid',
      batchId: r.batchId,
    })),
    total: total?.n ?? 0,
    reasons: obs.QUARANTINE_REASONS.map((reason) => ({ reason, rows: counted.get(reason) ?? 0 })),
    refusedSinceStart: await refusedSinceStart(),
  };
}

/** Batches under the filters (the day is the Moscow day they arrived), newest first, with the sums of all of them. */
export async function batchRows(db: Db, q: Filters & Paging & { held?: '1' | undefined }): Promise<NonNullable<obs.BatchesAnswer>> {
  const b = observationBatches;
  const refused = sql<number>`(${b.rows} - ${b.accepted} - ${b.quarantined} - ${b.duplicates})`;
  const span = q.day ? moscowSpan(q.day) : undefined;
  const where: SQL | undefined = and(
    q.origin ? like(b.origin, `${q.origin}%`) : undefined,
    span ? and(gte(b.receivedAt, span.from), lt(b.receivedAt, span.to)) : undefined,
    q.source ? eq(b.source, q.source) : undefined,
    q.held ? or(sql`${b.quarantined} > 0`, sql`${refused} > 0`) : undefined,
  );
  const [found, [totals]] = await Promise.all([
    db.select().from(b).where(where).orderBy(desc(b.receivedAt), desc(b.id)).limit(q.pageSize).offset((q.pageNum - 1) * q.pageSize),
    db.select({ batches: count(), rows: sum(b.rows), accepted: sum(b.accepted), quarantined: sum(b.quarantined), duplicates: sum(b.duplicates), refused: sql<string>`sum(${refused})` }).from(b).where(where),
  ]);
  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  return {
    list: found.map((r) => ({
      id: r.id, origin: r.origin, source: r.source, receivedAt: r.receivedAt.toISOString(), rows: r.rows, accepted: r.accepted, quarantined: r.quarantined, duplicates: r.duplicates,
      refused: Math.max(0, r.rows - r.accepted - r.quarantined - r.duplicates),
    })),
    total: totals?.batches ?? 0,
    totals: { batches: totals?.batches ?? 0, rows: n(totals?.rows), accepted: n(totals?.accepted), quarantined: n(totals?.quarantined), duplicates: n(totals?.duplicates), refused: n(totals?.refused) },
  };
}

/** The collector's settings as far as an operator needs them (never its proxy), and its latest runs. */
export async function collectorState(db: Db, config: CollectorConfig | undefined, pageSize: number): Promise<NonNullable<obs.CollectorAnswer>> {
  const runs = await db.select().from(collectorRuns).orderBy(desc(collectorRuns.startedAt), desc(collectorRuns.id)).limit(pageSize);
  const host = config ? new URL(config.baseUrl).host : null;
  return {
    configured: !!config,
    host,
    paceMs: config?.paceMs ?? null,
    maxPagesPerRun: config?.maxPagesPerRun ?? null,
    origin: host ? originOf('collector', host) : null,
    runs: runs.map((r) => ({ id: r.id, startedAt: r.startedAt.toISOString(), finishedAt: iso(r.finishedAt), pages: r.pages, observations: r.observations, failures: r.failures, lastError: r.lastError })),
  };
}
