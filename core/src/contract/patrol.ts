import { z } from 'zod';
import { PATROL_KINDS } from '../constants/patrol';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam } from './report';

/**
 * The member's own Ozon shops (bound with the Seller API's Client-Id and API key) and the
 * anti-follow-sell patrol of their goods. Members only; bound shops and patrol items per tier
 * (WORKBENCH.md §4: the bound-categories column counts shops), codes in PATROL_CODES.
 */

export { PATROL_CODES, PATROL_KINDS, type PatrolKind } from '../constants/patrol';

export const shopSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  /** The API key's last four characters; the key itself is never shown again. */
  keyHint: z.string(),
  name: z.string(),
  goodsCount: z.number().int(),
  /** Of them, goods found in the market index (patrol and monitors can watch these). */
  indexedCount: z.number().int(),
  syncedAt: z.string(),
});
export type Shop = z.infer<typeof shopSchema>;

/** GET /seller-shops/list: the member's bound shops, how many the tier allows (null = no limit). */
export const shops = defineCall({
  service: 'default',
  method: 'GET',
  path: '/seller-shops/list',
  response: envelope({ data: z.object({ list: z.array(shopSchema), used: z.number().int(), limit: z.number().int().nullable() }).optional() }),
});

/** POST /seller-shops/bind: verifies the pair with the Seller API, stores the key encrypted and the shop's goods. */
export const bindShop = defineCall({
  service: 'default',
  method: 'POST',
  path: '/seller-shops/bind',
  body: z.object({
    clientId: z.string().trim().regex(/^\d{1,12}$/),
    apiKey: z.string().trim().min(8).max(100).regex(/^[\w-]+$/),
    name: z.string().trim().max(40).optional(),
  }),
  response: envelope({ data: z.object({ id: z.number().int(), goodsCount: z.number().int(), indexedCount: z.number().int() }).optional() }),
});

/** POST /seller-shops/sync: reads the shop's goods and prices again with the stored key. */
export const syncShop = defineCall({
  service: 'default',
  method: 'POST',
  path: '/seller-shops/sync',
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ id: z.number().int(), goodsCount: z.number().int(), indexedCount: z.number().int() }).optional() }),
});

/** POST /seller-shops/remove: forgets the shop, its key and goods, and stops patrolling it. */
export const removeShop = defineCall({
  service: 'default',
  method: 'POST',
  path: '/seller-shops/remove',
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ used: z.number().int() }).optional() }),
});

export const ownGoodsSchema = z.object({ goodsId: z.number().int(), title: z.string(), price: z.number().int(), shopId: z.number().int(), shopName: z.string(), offerId: z.string() });
export type OwnGoods = z.infer<typeof ownGoodsSchema>;

/** GET /seller-shops/goods: the goods of the member's bound shops found in the index (pickers of the patrol and the monitors). */
export const ownGoods = defineCall({
  service: 'default',
  method: 'GET',
  path: '/seller-shops/goods',
  response: envelope({ data: z.object({ list: z.array(ownGoodsSchema) }).optional() }),
});

export const patrolItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PATROL_KINDS),
  targetId: z.number().int(),
  name: z.string(),
  /** Goods this item covers (1 for goods; the shop's indexed goods). */
  goodsCount: z.number().int(),
  /** Follow-sellers on its cards now. */
  followers: z.number().int(),
  lastCheckAt: z.string().nullable(),
  nextCheckAt: z.string(),
});
export type PatrolItem = z.infer<typeof patrolItemSchema>;

/** GET /patrol/list: what the member patrols, the tier's limit and how often checks run. */
export const list = defineCall({
  service: 'default',
  method: 'GET',
  path: '/patrol/list',
  response: envelope({
    data: z.object({ list: z.array(patrolItemSchema), used: z.number().int(), limit: z.number().int(), everyMinutes: z.number().int(), latestDay: z.string() }).optional(),
  }),
});

/** POST /patrol/add: patrol one goods (id or Ozon link) or a whole bound shop; the first check runs at once. */
export const add = defineCall({
  service: 'default',
  method: 'POST',
  path: '/patrol/add',
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('goods'), target: z.string().trim().min(1).max(300) }),
    z.object({ kind: z.literal('shop'), shopId: z.number().int().positive() }),
  ]),
  response: envelope({ data: z.object({ id: z.number().int(), used: z.number().int(), limit: z.number().int() }).optional() }),
});

/** POST /patrol/remove: stop patrolling an item (its cases and evidence stay). */
export const remove = defineCall({
  service: 'default',
  method: 'POST',
  path: '/patrol/remove',
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ used: z.number().int() }).optional() }),
});

export const caseSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  title: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  /** Kopecks: the follow-seller's price and the member's at the last check. */
  price: z.number().int(),
  ownPrice: z.number().int(),
  firstPrice: z.number().int(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  endedAt: z.string().nullable(),
  /** Found by the item's first check (there before patrolling started). */
  baseline: z.boolean(),
  episode: z.number().int(),
});
export type Case = z.infer<typeof caseSchema>;

/** GET /patrol/cases: follow-sell cases on the patrolled goods, active first, newest first. */
export const cases = defineCall({
  service: 'default',
  method: 'GET',
  path: '/patrol/cases',
  query: z.object({ status: z.enum(['active', 'all']).default('active'), pageNum: intParam().min(1).max(1000).default(1), pageSize: intParam().min(1).max(100).default(20) }),
  response: envelope({ data: z.object({ list: z.array(caseSchema), total: z.number().int() }).optional() }),
});

export const evidenceSchema = z.object({ checkedAt: z.string(), price: z.number().int(), ownPrice: z.number().int(), status: z.enum(['seen', 'left']) });
export type Evidence = z.infer<typeof evidenceSchema>;

/** GET /patrol/case?id: one case and its evidence, each check that saw the seller (newest first, at most 500). */
export const caseDetail = defineCall({
  service: 'default',
  method: 'GET',
  path: '/patrol/case',
  query: z.object({ id: intParam().positive() }),
  response: envelope({ data: z.object({ case: caseSchema, evidence: z.array(evidenceSchema) }).optional() }),
});

export const evidenceRowSchema = evidenceSchema.extend({ caseId: z.number().int(), goodsId: z.number().int(), title: z.string(), sellerId: z.number().int(), sellerName: z.string(), firstSeenAt: z.string() });
export type EvidenceRow = z.infer<typeof evidenceRowSchema>;

/** GET /patrol/evidence: the evidence of every case for export (counts as one export of the day; rows per the tier). */
export const evidence = defineCall({
  service: 'default',
  method: 'GET',
  path: '/patrol/evidence',
  response: envelope({ data: z.object({ list: z.array(evidenceRowSchema), truncated: z.boolean() }).optional() }),
});
