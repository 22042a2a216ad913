import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { OBSERVATION_PAGES, OBSERVATION_REASONS } from './observations';
import { intParam } from './report';

// The operations console's view of the observation intake (/api/admin/observations/*): rows held
// back and why, the batches as they arrived, and the catalogue collector's runs. Read only.

export const OBSERVATION_SOURCES = Object.freeze(['extension', 'collector'] as const);
/** Reasons a row is stored quarantined; the others (invalid, impossible, unknownGoods) refuse it unstored. */
export const QUARANTINE_REASONS = Object.freeze(['stale', 'future', 'flood', 'outlier'] as const);

const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(100).default(20) };
/** An origin's keyed hash or its first characters (at least 6), as the console shows it. */
const originParam = z.string().trim().toLowerCase().regex(/^[0-9a-f]{6,64}$/);
/** A Moscow day, YYYY-MM-DD. */
const dayParam = z.iso.date();

const filters = { origin: originParam.optional(), day: dayParam.optional(), source: z.enum(OBSERVATION_SOURCES).optional() };

/** One quarantined observation: what the page showed, who sent it (hashed) and why it was held back. */
export const heldRowSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  /** ISO time the page showed it, and its Moscow day. */
  observedAt: z.string(),
  day: z.string(),
  source: z.enum(OBSERVATION_SOURCES),
  origin: z.string(),
  page: z.enum(OBSERVATION_PAGES),
  /** '' on a goods page, 'q:<word>', 'c:<category id>' or 's:<shop id>' on a list. */
  context: z.string(),
  title: z.string(),
  /** Kopecks. */
  price: z.number().int(),
  position: z.number().int().nullable(),
  reason: z.enum(OBSERVATION_REASONS),
  batchId: z.string().nullable(),
});
export type HeldRow = z.infer<typeof heldRowSchema>;

/** GET /admin/observations/held: quarantined rows, newest first, and how many per reason under the same filters (any reason). */
export const held = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/observations/held',
  query: z.object({ ...page, ...filters, reason: z.enum(QUARANTINE_REASONS).optional() }),
  response: envelope({
    data: z
      .object({
        list: z.array(heldRowSchema),
        total: z.number().int(),
        reasons: z.array(z.object({ reason: z.enum(QUARANTINE_REASONS), rows: z.number().int() })),
        /**
         * Rows refused unstored, by reason, as counted by the instance that answers since it started
         * (a refused row leaves no row to count later; /metrics has every instance's).
         */
        refusedSinceStart: z.array(z.object({ reason: z.enum(OBSERVATION_REASONS), rows: z.number().int() })),
      })
      .optional(),
  }),
});

export const batchSchema = z.object({
  id: z.string(),
  origin: z.string(),
  source: z.enum(OBSERVATION_SOURCES),
  receivedAt: z.string(),
  rows: z.number().int(),
  accepted: z.number().int(),
  quarantined: z.number().int(),
  duplicates: z.number().int(),
  /** Rows refused unstored: malformed, impossible, unknown goods, or a flood beyond the evidence kept. */
  refused: z.number().int(),
});
export type Batch = z.infer<typeof batchSchema>;

const batchTotals = z.object({ batches: z.number().int(), rows: z.number().int(), accepted: z.number().int(), quarantined: z.number().int(), duplicates: z.number().int(), refused: z.number().int() });

/** GET /admin/observations/batches: batches as they arrived, newest first (`held`: only those with rows quarantined or refused), with their sums. */
export const batches = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/observations/batches',
  query: z.object({ ...page, ...filters, held: z.enum(['1']).optional() }),
  response: envelope({ data: z.object({ list: z.array(batchSchema), total: z.number().int(), totals: batchTotals }).optional() }),
});

export const collectorRunSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  /** Null while it runs (or when its process died mid-run). */
  finishedAt: z.string().nullable(),
  pages: z.number().int(),
  observations: z.number().int(),
  failures: z.number().int(),
  lastError: z.string().nullable(),
});
export type CollectorRun = z.infer<typeof collectorRunSchema>;

/** GET /admin/observations/collector: whether the collector is configured (host, pace, page cap, its origin's hash) and its latest runs. */
export const collector = defineCall({
  service: 'default',
  method: 'GET',
  path: '/admin/observations/collector',
  query: z.object({ pageSize: intParam().min(1).max(50).default(10) }),
  response: envelope({
    data: z
      .object({
        configured: z.boolean(),
        host: z.string().nullable(),
        paceMs: z.number().int().nullable(),
        maxPagesPerRun: z.number().int().nullable(),
        origin: z.string().nullable(),
        runs: z.array(collectorRunSchema),
      })
      .optional(),
  }),
});

export type HeldAnswer = z.infer<typeof held.response>['data'];
export type BatchesAnswer = z.infer<typeof batches.response>['data'];
export type CollectorAnswer = z.infer<typeof collector.response>['data'];
