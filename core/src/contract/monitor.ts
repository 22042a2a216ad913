import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { intParam } from './report';

/**
 * The monitoring centre and the notification centre: members watch goods, shops and search words,
 * set alert rules, and read the alerts the daily check raises. Members only; the number of
 * monitored items follows the tier (WORKBENCH.md §4, codes in MONITOR_CODES).
 */

import { MAX_TAG_LENGTH, MAX_TAGS, MONITOR_KINDS, type MonitorKind } from '../constants/monitor';

export { MAX_TAG_LENGTH, MAX_TAGS, MONITOR_CODES, MONITOR_KINDS, type MonitorKind } from '../constants/monitor';

/** What a member typed to add an item: an id, an Ozon link, or (words) the word itself. */
export type ParsedTarget = { id: number } | { word: string };

/**
 * Reads an id or an Ozon link: `…/product/<slug>-<id>/` for goods, `…/seller/<slug>-<id>/` for
 * shops, `…/search/?text=<word>` or the word itself for search words. Null when it is neither.
 */
export function parseTarget(kind: MonitorKind, text: string): ParsedTarget | null {
  const value = text.trim();
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    return id > 0 && id <= 2_147_483_647 ? { id } : null;
  }
  let url: URL | null = null;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    url = null;
  }
  const ozon = url && /(^|\.)ozon\.(ru|by|kz|com)$/i.test(url.hostname) ? url : null;
  if (ozon) {
    if (kind === 'keyword') {
      const word = ozon.searchParams.get('text')?.trim().toLowerCase();
      return word ? { word: word.slice(0, 100) } : null;
    }
    const segment = kind === 'goods' ? 'product' : 'seller';
    const match = new RegExp(`/${segment}/(?:[^/]*?-)?(\\d{1,10})/?$`).exec(ozon.pathname);
    const id = match ? Number(match[1]) : 0;
    return id > 0 && id <= 2_147_483_647 ? { id } : null;
  }
  if (kind === 'keyword' && value.length >= 1 && value.length <= 100 && !/[<>{}]/.test(value)) return { word: value.toLowerCase() };
  return null;
}

const percent = () => z.number().int().min(1).max(1000).optional();
export const rulesSchema = z.object({
  priceUp: percent(),
  priceDown: percent(),
  salesUp: percent(),
  salesDown: percent(),
  topN: z.number().int().min(1).max(1000).optional(),
  outOfStock: z.boolean().optional(),
  position: z.number().int().min(1).max(1000).optional(),
  /** Goods: a seller that was not on the card joins it. */
  newSeller: z.boolean().optional(),
});
export type MonitorRules = z.infer<typeof rulesSchema>;

const tagsSchema = z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)).max(MAX_TAGS);

export const figuresSchema = z.object({
  day: z.string(),
  /** Kopecks (goods); null for shops and words. */
  price: z.number().int().nullable(),
  /** Units sold that day (goods, shops) or searchers (words). */
  sales: z.number().int(),
  /** Place in its category (goods: subcategory by 7-day sales; shops: market by 7-day sales; words: category by heat). */
  rank: z.number().int().nullable(),
});
export type Figures = z.infer<typeof figuresSchema>;

export const monitorRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MONITOR_KINDS),
  targetId: z.number().int(),
  name: z.string(),
  thumbUrl: z.string(),
  tags: z.array(z.string()),
  rules: rulesSchema,
  current: figuresSchema.nullable(),
  /** The day before the current figures. */
  yesterday: figuresSchema.nullable(),
  /** When it was added. */
  baseline: figuresSchema.nullable(),
  /** Units sold or searchers per day over the last 14 days, oldest first. */
  spark: z.array(z.number().int()),
  createdAt: z.string(),
});
export type MonitorRow = z.infer<typeof monitorRowSchema>;

const M = '/monitor';

/** GET /monitor/list: the member's monitored items of one kind with their figures, and the limit. */
export const list = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/list`,
  query: z.object({ kind: z.enum(MONITOR_KINDS), tag: z.string().trim().min(1).max(MAX_TAG_LENGTH).optional() }),
  response: envelope({
    data: z.object({ list: z.array(monitorRowSchema), used: z.number().int(), limit: z.number().int(), tags: z.array(z.string()), latestDay: z.string() }).optional(),
  }),
});

/** POST /monitor/add: monitor an item by id, Ozon link or word; rules default to price ±5 % and out of stock (goods), sales ±30 % (shops), 5 places (words). */
export const add = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/add`,
  body: z.object({ kind: z.enum(MONITOR_KINDS), target: z.string().trim().min(1).max(300), tags: tagsSchema.optional() }),
  response: envelope({ data: z.object({ id: z.number().int(), used: z.number().int(), limit: z.number().int() }).optional() }),
});

/** POST /monitor/update: change the tags or the alert rules of a monitored item. */
export const update = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/update`,
  body: z.object({ id: z.number().int().positive(), tags: tagsSchema.optional(), rules: rulesSchema.optional() }),
  response: envelope({ data: z.object({ id: z.number().int() }).optional() }),
});

/** POST /monitor/remove: stop monitoring an item. */
export const remove = defineCall({
  service: 'default',
  method: 'POST',
  path: `${M}/remove`,
  body: z.object({ id: z.number().int().positive() }),
  response: envelope({ data: z.object({ used: z.number().int() }).optional() }),
});

/** GET /monitor/status?kind&ids: which of these ids the member monitors (the "monitor" action of lists and detail views). */
export const status = defineCall({
  service: 'default',
  method: 'GET',
  path: `${M}/status`,
  query: z.object({ kind: z.enum(MONITOR_KINDS), targetId: intParam().positive() }),
  response: envelope({ data: z.object({ id: z.number().int().nullable() }).optional() }),
});

export const NOTIFICATION_EVENTS = [
  'priceUp', 'priceDown', 'salesUp', 'salesDown', 'enterTop', 'leaveTop', 'outOfStock', 'position', 'digest',
  // A new seller on a monitored card, and a follow-seller the patrol found (params: seller, price, own).
  'newSeller', 'followSeller',
  // A back-fill request the operators moved on (params: name = the requested id or shop, note).
  'backfillPending', 'backfillProcessing', 'backfillDone', 'backfillRejected',
  // An operator answered the member's feedback (params: name = the feedback's subject or number).
  'feedbackAnswered',
  // An operator moved the shipping of the member's lottery prize (params: nameZh/nameEn/nameRu = the prize, carrier, tracking).
  'prizeShipped', 'prizeDelivered', 'prizeCancelled',
  // The membership ends soon (params: days = 7 or 1, endsAt = ISO time, tier); the bell links to the plans page.
  'membershipEnding',
  // My shops (params: shopId, sku, name = the offer id or title): a SKU about to run out
  // (n = days of cover, count = units free to sell), conversion falling (pct = fall in %), Ozon's charge per unit
  // jumped (pct, own = before, price = now, kopecks), a follow-seller under the member's price (seller, price, own).
  'myshopStockOut', 'myshopConversionDrop', 'myshopChargeJump', 'myshopFollowerUnder',
] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  kind: z.enum(MONITOR_KINDS).nullable(),
  targetId: z.number().int().nullable(),
  day: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notice/list: the member's notifications, newest first, and the unread count. */
export const notices = defineCall({
  service: 'default',
  method: 'GET',
  path: '/notice/list',
  query: z.object({ pageNum: intParam().min(1).max(1000).default(1), pageSize: intParam().min(1).max(50).default(20), unread: z.enum(['1']).optional() }),
  response: envelope({ data: z.object({ list: z.array(notificationSchema), total: z.number().int(), unread: z.number().int() }).optional() }),
});

/** GET /notice/unread: the unread count for the bell. */
export const unread = defineCall({
  service: 'default',
  method: 'GET',
  path: '/notice/unread',
  response: envelope({ data: z.object({ unread: z.number().int() }).optional() }),
});

/** POST /notice/read: mark notifications read (the given ids, or all). */
export const markRead = defineCall({
  service: 'default',
  method: 'POST',
  path: '/notice/read',
  body: z.object({ ids: z.array(z.number().int().positive()).max(100).optional(), all: z.boolean().optional() }),
  response: envelope({ data: z.object({ unread: z.number().int() }).optional() }),
});

export const settingsSchema = z.object({
  quietFrom: z.number().int().min(0).max(23),
  quietTo: z.number().int().min(0).max(23),
  digest: z.boolean(),
  email: z.union([z.literal(''), z.email().max(120)]),
  webhookUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(300)]),
});
export type NoticeSettings = z.infer<typeof settingsSchema>;

/** GET /notice/settings: quiet hours, digest, e-mail and webhook of the member (the webhook secret is shown once, on saving). */
export const settings = defineCall({
  service: 'default',
  method: 'GET',
  path: '/notice/settings',
  response: envelope({ data: settingsSchema.extend({ webhookSigned: z.boolean() }).optional() }),
});

/** POST /notice/settings: saves them; a new webhook URL gets a new signing secret, returned this once. */
export const saveSettings = defineCall({
  service: 'default',
  method: 'POST',
  path: '/notice/settings',
  body: settingsSchema,
  response: envelope({ data: z.object({ webhookSecret: z.string().nullable() }).optional() }),
});
