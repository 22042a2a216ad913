import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';
import { langParam } from './report';

/**
 * The figures the browser extension writes on Ozon's own pages (an addition to the spec's calls):
 * for the goods cards of one search or category page, each card's estimated 30-day sales, revenue
 * and growth, in one call. Members only, within the tier's limits (WORKBENCH.md §4): outside the
 * member's bound categories at most UNBOUND_ROWS goods of a page view are answered, the rest are named
 * as limited. Every figure is an estimate from the local market data and carries its last day.
 */

/** Goods ids one call takes at most: an Ozon search page shows 36 cards, a scrolled one many more. */
export const OVERLAY_MAX_GOODS = 200;
/** The window the overlay's figures cover, days. */
export const OVERLAY_WINDOW_DAYS = 30;

/** The distinct goods ids of a `goodsIds` text (`1,2,3`), in the order given. */
export function overlayIdsOf(text: string): number[] {
  return [...new Set(text.split(',').filter(Boolean).map(Number))];
}

/**
 * The page view a call's ids belong to: one id (a random UUID) per page the extension shows, sent with
 * every call of that page, so that the allowance outside the bound categories counts per page view,
 * however many calls the page's cards take.
 */
export const overlayViewParam = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Goods ids as one comma-separated text (the query stays a plain string, as it is sent and signed). */
const goodsIdsParam = z
  .string()
  .trim()
  .max(OVERLAY_MAX_GOODS * 12)
  .regex(/^\d{1,10}(,\d{1,10})*$/)
  .refine((text) => {
    const ids = overlayIdsOf(text);
    return ids.length <= OVERLAY_MAX_GOODS && ids.every((n) => n > 0 && n <= 2_147_483_647);
  });

export const overlayFigureSchema = z.object({
  goodsId: z.number().int(),
  /** Units sold in the 30 days up to the data's last day (estimate). */
  sales: z.number().int(),
  /** Sales × each day's price over the window, kopecks (estimate). */
  gmv: z.number().int(),
  /** Units sold on the data's last day (estimate); null when the goods was not observed that day. */
  lastDaySales: z.number().int().nullable(),
  /** The window against the 30 days before as a multiple; null when those had no sales. */
  growth: z.number().nullable(),
  /** Latest price, kopecks. */
  price: z.number().int(),
  /** Sellers on the card, its own seller included. */
  sellers: z.number().int(),
});
export type OverlayFigure = z.infer<typeof overlayFigureSchema>;

export const overlayFiguresAnswerSchema = z.object({
  list: z.array(overlayFigureSchema),
  /** Ids the index does not hold (the extension offers a back-fill request for them). */
  missing: z.array(z.number().int()),
  /** Ids held but outside the member's bound categories beyond the unbound allowance. */
  limited: z.array(z.number().int()),
  /** The data's last day, YYYY-MM-DD, and the window's first. */
  latestDay: z.string(),
  from: z.string(),
  tier: z.string(),
});
export type OverlayFiguresAnswer = z.infer<typeof overlayFiguresAnswerSchema>;

/** GET /workbench/overlay/figures: figures of up to OVERLAY_MAX_GOODS goods ids of one Ozon page view. */
export const goodsFigures = defineCall({
  service: 'default',
  method: 'GET',
  path: '/workbench/overlay/figures',
  query: z.object({ goodsIds: goodsIdsParam, view: overlayViewParam, lang: langParam }),
  response: envelope({ data: overlayFiguresAnswerSchema.optional() }),
});
