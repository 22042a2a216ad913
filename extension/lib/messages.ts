import { browser } from 'wxt/browser';
import { z } from 'zod';
import { LANGS } from '@marketlens/core/i18n';
import { OVERLAY_MAX_GOODS, overlayViewParam } from '@marketlens/core/contract/overlay';
import { OBSERVATION_BATCH_MAX, observationRowSchema } from '@marketlens/core/contract/observations';
import { INJECTED_SCRIPTS } from './injected-scripts';

const lang = z.enum(LANGS);
const goodsId = z.number().int().positive().max(2_147_483_647);
/** Only web addresses: a `javascript:` or `data:` link from a page must never reach the box or a new tab. */
const webUrl = z.string().max(4000).url().refine((u) => /^https?:\/\//i.test(u));

/** A product collected from an Ozon or 1688 page, before it is stored in the collection box. */
export const collectedInputSchema = z.object({
  source: z.enum(['ozon', '1688']),
  sourceUrl: webUrl,
  title: z.string().trim().min(1).max(500),
  /** Price on the page, in the page's currency (RUB on Ozon, CNY on 1688). */
  price: z.number().nonnegative().finite().optional(),
  currency: z.enum(['RUB', 'CNY']),
  /** Why a 1688 page's price could not be read as one purchase cost; the cost then stays empty. */
  priceProblem: z.enum(['missing', 'range', 'ambiguous']).optional(),
  /** The smallest order of the 1688 price tier that was taken. */
  minQuantity: z.number().int().positive().optional(),
  images: z.array(webUrl).max(30),
  attributes: z.array(z.object({ name: z.string().max(200), value: z.string().max(1000) })).max(100),
});
export type CollectedInput = z.infer<typeof collectedInputSchema>;

/** Every request a content script, the popup or an extension page may send to the background. */
export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('locale') }),
  z.object({ type: z.literal('session') }),
  z.object({ type: z.literal('rates') }),
  z.object({ type: z.literal('translate'), text: z.string().trim().min(1).max(5000), from: lang.optional(), to: lang }),
  z.object({ type: z.literal('backfill'), kind: z.enum(['good', 'mall']), id: z.string().trim().min(1).max(300) }),
  z.object({ type: z.literal('collect'), item: collectedInputSchema }),
  z.object({ type: z.literal('imageSearch'), imageUrl: webUrl }),
  /** Loads the assistant's code for the page into the sender's frame (content scripts stay small). */
  z.object({ type: z.literal('inject'), script: z.enum(INJECTED_SCRIPTS) }),
  z.object({ type: z.literal('goodsOverlay'), goodsId: goodsId }),
  z.object({ type: z.literal('figures'), goodsIds: z.array(goodsId).min(1).max(OVERLAY_MAX_GOODS), view: overlayViewParam }),
  z.object({ type: z.literal('monitorGoods'), goodsId: goodsId }),
  z.object({ type: z.literal('suggestPrice'), costCny: z.number().positive().max(10_000_000) }),
  /** What the collection page prices with: the member's template (or the standard settings), the tables and the rate. */
  z.object({ type: z.literal('pricingBasis') }),
  /** Cards an Ozon page showed, for the market estimates (sent only with the member's consent; see observation-sender.ts). */
  z.object({ type: z.literal('observe'), rows: z.array(observationRowSchema).min(1).max(OBSERVATION_BATCH_MAX) }),
]);
export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];

/** Why a request failed, as the UI explains it. */
export const FAILURES = Object.freeze(['unreachable', 'timeout', 'loggedOut', 'server', 'invalid'] as const);
export type Failure = (typeof FAILURES)[number];

export type Reply<T> = { ok: true; data: T } | { ok: false; error: Failure; message?: string };

const replySchema = z.union([
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.enum(FAILURES), message: z.string().optional() }),
]);

/** Sends a request to the background and returns its reply; a lost or malformed reply reads as unreachable. */
export async function ask<T>(request: Request): Promise<Reply<T>> {
  // A value read from the page that does not fit (a title too long, an address that is not one) is the
  // page's problem, not the connection's: it is reported as invalid, never as "cannot reach the server".
  const checked = requestSchema.safeParse(request);
  if (!checked.success) return { ok: false, error: 'invalid' };
  try {
    const raw: unknown = await browser.runtime.sendMessage(checked.data);
    const parsed = replySchema.safeParse(raw);
    if (!parsed.success) return { ok: false, error: 'unreachable' };
    // The background answers each request type with its own data shape (see background handlers).
    return parsed.data as Reply<T>;
  } catch {
    return { ok: false, error: 'unreachable' };
  }
}

/** Accepts only messages from this extension's own pages and content scripts, never from web pages. */
export function isOwnSender(sender: { id?: string | undefined }, extensionId: string): boolean {
  return sender.id === extensionId;
}
