import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam } from '../report';
import { W } from './params';

// ---- Recent views ----

/** What a recent view names: a goods, shop, brand, category or search word. */
export const RECENT_VIEW_KINDS = ['goods', 'shop', 'brand', 'category', 'keyword'] as const;
export type RecentViewKind = (typeof RECENT_VIEW_KINDS)[number];
/** Recent views kept per account; the dashboard shows them newest first. */
export const RECENT_VIEWS_KEEP = 20;

export const recentViewSchema = z.object({
  kind: z.enum(RECENT_VIEW_KINDS),
  id: z.number().int(),
  /** The name as shown when it was opened, in that page's language. */
  name: z.string(),
  thumbUrl: z.string().nullable(),
  viewedAt: z.string(),
});
export type RecentView = z.infer<typeof recentViewSchema>;

/** GET /workbench/recent: the detail views the member opened last (any device), newest first; every detail call records one. */
export const recentViews = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/recent`,
  query: z.object({ pageSize: intParam().min(1).max(RECENT_VIEWS_KEEP).default(8) }),
  response: envelope({ data: z.array(recentViewSchema).optional() }),
});
