import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';

// ---- Back-fill requests (the supplement dialog) ----

/** Business codes of the market calls beyond 200 (documented in the server README). */
export const MARKET_CODES = Object.freeze({
  /** goodsMakeUp / mallReceivable: the goods or shop is already indexed; nothing to back-fill. */
  alreadyIndexed: 20_001,
});

/** Status of a back-fill request. */
export const BACKFILL_STATUSES = Object.freeze(['pending', 'processing', 'done', 'rejected'] as const);
export const backfillSchema = z.object({
  id: z.number().int(),
  type: z.enum(['good', 'mall']),
  suppleId: z.string(),
  status: z.enum(BACKFILL_STATUSES),
  createdAt: z.string(),
});
export type Backfill = z.infer<typeof backfillSchema>;

/**
 * GET /goods-detail/goodsMakeUp: asks for a goods id to be indexed. 200 = stored (data: the request; a
 * repeat answers the same request); MARKET_CODES.alreadyIndexed when the goods is indexed. Needs a signed-in user.
 */
export const goodsMakeUp = defineCall({
  service: 'default',
  method: 'GET',
  path: '/goods-detail/goodsMakeUp',
  query: z.object({ goodsId: z.string().trim().regex(/^\d{1,19}$/) }),
  response: envelope({ data: backfillSchema.optional() }),
});

/**
 * GET /search/lookup: whether MarketLens has indexed an Ozon goods id or shop (id, name or shop link), for the home
 * page's search: an indexed one opens in the workbench, another gets the back-fill prompt. Public; names only the id.
 */
export const searchLookup = defineCall({
  service: 'default',
  method: 'GET',
  path: '/search/lookup',
  query: z.object({ type: z.enum(['good', 'mall']), id: z.string().trim().min(1).max(200) }),
  response: envelope({ data: z.object({ indexed: z.boolean(), id: z.number().int().nullable() }) }),
});

/** GET /mall-detail/mallReceivable: asks for a shop (id, name or Ozon shop link) to be indexed; codes as goodsMakeUp. */
export const mallReceivable = defineCall({
  service: 'default',
  method: 'GET',
  path: '/mall-detail/mallReceivable',
  query: z.object({ mallParm: z.string().trim().min(1).max(300) }),
  response: envelope({ data: backfillSchema.optional() }),
});
