import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import { collectedInputSchema, type CollectedInput } from './messages';

export const boxItemSchema = collectedInputSchema.extend({
  id: z.string(),
  /** Seller's article (Ozon "Артикул"), unique within the export. */
  offerId: z.string().max(50),
  /** The title as it will be listed (usually a translation into Russian). */
  listingTitle: z.string().max(500),
  /** Purchase cost in yuan; null until known (an Ozon price is not a cost, an unreadable 1688 price is not guessed). */
  costCny: z.number().nonnegative().nullable(),
  /**
   * What the seller set for this item; null takes the figure of the pricing basis (the member's
   * template or the standard settings). Everything else (freight by weight and route, commission by
   * price tier, every share, the discount) comes from the basis. Boxes stored before this kept a
   * logistics and commission figure, which are no longer read.
   */
  weightGrams: z.number().positive().max(100_000).nullable().default(null),
  marginPct: z.number().min(0).max(95).nullable().default(null),
  collectedAt: z.string(),
});
export type BoxItem = z.infer<typeof boxItemSchema>;

const boxSchema = z.array(boxItemSchema);

/** The collection box lives in extension storage, so it survives browser restarts. */
export const boxItem = storage.defineItem<BoxItem[]>('local:collectionBox', { fallback: [] });

/** The stored items; entries that no longer fit the schema (a damaged store) are dropped, not fatal. */
export async function readBox(): Promise<BoxItem[]> {
  const raw: unknown = await boxItem.getValue();
  if (!Array.isArray(raw)) return [];
  const whole = boxSchema.safeParse(raw);
  if (whole.success) return whole.data;
  return raw.flatMap((entry: unknown) => {
    const one = boxItemSchema.safeParse(entry);
    return one.success ? [one.data] : [];
  });
}

/** Whether the purchase cost is known: entered, or read from a 1688 page. Zero is no cost (older boxes stored 0 for unknown). */
export function hasCost(item: Pick<BoxItem, 'costCny'>): item is { costCny: number } {
  return item.costCny !== null && item.costCny > 0;
}

/** An article number derived from the source, stable for the same product. */
export function offerIdFor(input: CollectedInput): string {
  const digits = /(\d{5,})/.exec(input.sourceUrl)?.[1];
  const prefix = input.source === 'ozon' ? 'OZ' : 'AL';
  return digits ? `${prefix}-${digits}` : `${prefix}-${Date.now().toString(36).toUpperCase()}`;
}

/** Adds a product; collecting the same page again updates it instead of adding a duplicate. */
export async function addToBox(input: CollectedInput, now = new Date()): Promise<{ item: BoxItem; added: boolean }> {
  const items = await readBox();
  const existing = items.find((i) => i.sourceUrl === input.sourceUrl);
  if (existing) {
    const updated: BoxItem = { ...existing, ...input };
    await boxItem.setValue(items.map((i) => (i.id === existing.id ? updated : i)));
    return { item: updated, added: false };
  }
  const item: BoxItem = {
    ...input,
    id: crypto.randomUUID(),
    offerId: offerIdFor(input),
    listingTitle: input.title,
    // A 1688 price is the purchase cost; an Ozon price is a competitor's and is not a cost.
    costCny: input.currency === 'CNY' && input.price !== undefined ? input.price : null,
    weightGrams: null,
    marginPct: null,
    collectedAt: now.toISOString(),
  };
  await boxItem.setValue([...items, item]);
  return { item, added: true };
}

export async function updateBoxItem(id: string, patch: Partial<Omit<BoxItem, 'id'>>): Promise<void> {
  const items = await readBox();
  await boxItem.setValue(items.map((i) => (i.id === id ? boxItemSchema.parse({ ...i, ...patch }) : i)));
}

export async function removeBoxItems(ids: readonly string[]): Promise<void> {
  const drop = new Set(ids);
  await boxItem.setValue((await readBox()).filter((i) => !drop.has(i.id)));
}
