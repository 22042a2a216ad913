import { z } from 'zod';
import { MYSHOP_COST_LINE_ERRORS, MYSHOP_COST_MAX, MYSHOP_COST_SOURCES, MYSHOP_COSTS_MAX } from '../../constants/myshop';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { M, money, shopIdParam } from './shared';

// ---- Costs ----

export const costRowSchema = z.object({
  sku: z.number().int(),
  offerId: z.string(),
  name: z.string(),
  /** Unit cost, kopecks; null when not set. */
  unitCost: money.nullable(),
  source: z.enum(MYSHOP_COST_SOURCES).nullable(),
  /** ISO time of the last change; null when not set. */
  updatedAt: z.string().nullable(),
});
export type CostRow = z.infer<typeof costRowSchema>;

/** GET /myshop/costs?shopId: every SKU of the shop with its unit cost (SKUs without one included), by offer id. */
export const costs = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/costs`,
  query: z.object({ shopId: shopIdParam }),
  response: envelope({ data: z.object({ list: z.array(costRowSchema) }).optional() }),
});

/** POST /myshop/costs: sets unit costs in bulk (kopecks; null clears one); all or nothing: an unknown SKU refuses the whole call (unknownSku). */
export const saveCosts = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/costs`,
  body: z.object({
    shopId: z.number().int().positive(),
    items: z
      .array(z.object({ sku: z.number().int().positive(), unitCost: z.number().int().min(0).max(MYSHOP_COST_MAX).nullable() }))
      .min(1)
      .max(MYSHOP_COSTS_MAX),
  }),
  response: envelope({ data: z.object({ saved: z.number().int() }).optional() }),
});

export const costLineErrorSchema = z.object({
  /** 1-based line of the file (line 1 is the header). */
  line: z.number().int(),
  reason: z.enum(MYSHOP_COST_LINE_ERRORS),
  /** The line's text, cut to 100 characters. */
  text: z.string(),
});
export type CostLineError = z.infer<typeof costLineErrorSchema>;

/**
 * POST /myshop/costs/import: a CSV (comma or semicolon, UTF-8) with a header naming an `offer_id`
 * or `sku` column and a `cost` column in ROUBLES (decimal point or comma, e.g. 123.45). Every line
 * is checked; any bad line saves nothing: code badCostFile with data.errors (at most 100).
 */
export const importCosts = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/costs/import`,
  body: z.object({ shopId: z.number().int().positive(), csv: z.string().min(1).max(1_000_000) }),
  response: envelope({ data: z.object({ saved: z.number().int(), errors: z.array(costLineErrorSchema) }).optional() }),
});

/**
 * POST /myshop/costs/template: unit costs from one of the member's pricing templates (local: cost +
 * other roubles; cross-border: cost + domestic freight + packing + other yuan at today's rate), for
 * the listed SKUs or, without `skus`, every SKU of the shop that has no unit cost yet.
 */
export const costsFromTemplate = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/costs/template`,
  body: z.object({ shopId: z.number().int().positive(), templateId: z.number().int().positive(), skus: z.array(z.number().int().positive()).min(1).max(MYSHOP_COSTS_MAX).optional() }),
  response: envelope({ data: z.object({ saved: z.number().int(), unitCost: money }).optional() }),
});

// ---- Sub-account access ----

export const accessRowSchema = z.object({
  /** The sub-account's user id. */
  userId: z.number().int(),
  /** Its login name and nick name. */
  account: z.string(),
  nickName: z.string(),
  /** It may see this shop's pages. */
  allowed: z.boolean(),
});
export type AccessRow = z.infer<typeof accessRowSchema>;

/** GET /myshop/access?shopId: the main account's sub-accounts and whether each may see the shop (main account only: ownerOnly). */
export const access = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/access`,
  query: z.object({ shopId: shopIdParam }),
  response: envelope({ data: z.object({ list: z.array(accessRowSchema) }).optional() }),
});

/** POST /myshop/access: sets which sub-accounts may see the shop (the list replaces the previous one; empty: none). */
export const saveAccess = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/access`,
  body: z.object({ shopId: z.number().int().positive(), userIds: z.array(z.number().int().positive()).max(200) }),
  response: envelope({ data: z.object({ allowed: z.number().int() }).optional() }),
});

// ---- Development ----

/** POST /dev/myshop/sync (local mode only): runs the shop's sync now, newest days first, and waits for it (end-to-end tests); outcome as the sync reports it. */
export const devSync = defineCall({
  service: 'default',
  method: 'POST',
  path: '/dev/myshop/sync',
  body: z.object({ shopId: z.number().int().positive() }),
  response: envelope({ data: z.object({ outcome: z.string() }).optional() }),
});
