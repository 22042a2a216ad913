import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

/**
 * Market observations: what a page of Ozon's public catalogue showed, sent by the extension (with
 * the member's consent) or read by the collector. One row per goods card; no personal data.
 */

export const OBSERVATION_PAGES = Object.freeze(['search', 'category', 'goods', 'shop'] as const);
export type ObservationPage = (typeof OBSERVATION_PAGES)[number];

export const OBSERVATION_SCHEMES = Object.freeze(['FBO', 'FBS', 'rFBS'] as const);

/** Rows a batch may carry, and the longest title kept. */
export const OBSERVATION_BATCH_MAX = 200;
/** Bytes of rows (as UTF-8 JSON) a client puts in one batch: well inside the server's 256 KB body limit with the request around them. */
export const OBSERVATION_BATCH_BYTES = 192 * 1024;
export const OBSERVATION_TITLE_MAX = 500;

/**
 * Why a row was held back. `invalid`: a field of the wrong type or out of its range; `impossible`: a
 * price, old price, rating or position no real card has; `stale` / `future`: observed too long ago or
 * after the server's clock; `unknownGoods`: an id outside Ozon's range; `flood`: beyond the origin's
 * share of a goods' observations that day; `outlier`: far from what other origins saw that day.
 */
export const OBSERVATION_REASONS = Object.freeze(['invalid', 'impossible', 'stale', 'future', 'unknownGoods', 'flood', 'outlier'] as const);
export type ObservationReason = (typeof OBSERVATION_REASONS)[number];

/** One observed card, as a page showed it. Prices in kopecks. */
export const observationRowSchema = z.object({
  goodsId: z.number().int().positive(),
  /** When the page showed it, ISO 8601. */
  observedAt: z.string().datetime({ offset: true }),
  page: z.enum(OBSERVATION_PAGES),
  /** The search word, on search pages. */
  query: z.string().trim().min(1).max(200).optional(),
  /** Ozon's category id, on category pages; 0 on the bestseller listing, the whole catalogue's list by popularity. */
  categoryId: z.number().int().nonnegative().optional(),
  /** The shop's id, on shop pages. */
  shopId: z.number().int().positive().optional(),
  /** 1-based place in the page's list. */
  position: z.number().int().min(1).max(10_000).optional(),
  title: z.string().trim().min(1).max(OBSERVATION_TITLE_MAX),
  price: z.number().int().positive(),
  oldPrice: z.number().int().positive().optional(),
  rating: z.number().min(0).max(5).optional(),
  reviews: z.number().int().min(0).optional(),
  sellerId: z.number().int().positive().optional(),
  sellerName: z.string().trim().min(1).max(200).optional(),
  scheme: z.enum(OBSERVATION_SCHEMES).optional(),
  stock: z.number().int().min(0).optional(),
  brand: z.string().trim().min(1).max(200).optional(),
});
export type ObservationRow = z.infer<typeof observationRowSchema>;

export const observationOutcomeSchema = z.object({
  accepted: z.number().int(),
  quarantined: z.number().int(),
  duplicates: z.number().int(),
  /** Rows refused or quarantined: their index in the batch and why. */
  held: z.array(z.object({ index: z.number().int(), reason: z.enum(OBSERVATION_REASONS) })),
});
export type ObservationOutcome = z.infer<typeof observationOutcomeSchema>;

/**
 * POST /ozon-report-service/v1/observe/batch: a batch of observed cards. Each row is checked on its
 * own (the batch is accepted with the bad rows held back and named); a batch id seen before from
 * the same member is a replay and changes nothing.
 */
export const sendBatch = defineCall({
  service: 'default',
  method: 'POST',
  path: '/ozon-report-service/v1/observe/batch',
  body: z.object({
    batchId: z.string().uuid(),
    rows: z.array(z.unknown()).min(1).max(OBSERVATION_BATCH_MAX),
  }),
  response: envelope({ data: observationOutcomeSchema }),
});
