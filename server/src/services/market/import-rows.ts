import { z } from 'zod';

// What an import is made of: its sections, the rows each holds, and what checking them gives.

export const IMPORT_SECTIONS = ['shops', 'brands', 'goods', 'goodsDaily', 'keywords', 'keywordDaily'] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

// CSV cells arrive as text: numbers and optional fields are coerced, an empty cell is "not given".
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const id = () => z.coerce.number<unknown>().int().positive().max(2_147_483_647);
const count = () => z.coerce.number<unknown>().int().min(0).max(100_000_000);
const roubles = () => z.coerce.number<unknown>().positive().max(100_000_000);
const text = (max: number) => z.string().trim().min(1).max(max);
const day = () => z.iso.date();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const importRowSchemas = {
  shops: z.object({
    id: id(),
    name: text(200),
    typeId: id(),
    sellerType: optional(z.enum(['cn', 'local'])),
    fulfilment: optional(z.enum(['FBO', 'FBS', 'rFBS'])),
  }),
  brands: z.object({ id: id(), name: text(200), typeId: id() }),
  goods: z.object({
    id: id(),
    title: text(500),
    typeId: id(),
    subTypeId: id(),
    shopId: id(),
    brandId: id(),
    /** Roubles, the card's current price. */
    price: roubles(),
    listedOn: day(),
    rating: optional(z.coerce.number<unknown>().min(0).max(5)),
    reviews: optional(count()),
    sellers: optional(z.coerce.number<unknown>().int().min(1).max(10_000)),
    /** Roubles, the lowest offer on the card. */
    minOfferPrice: optional(roubles()),
  }),
  goodsDaily: z.object({
    goodsId: id(),
    day: day(),
    sales: count(),
    /** Roubles, the day's price; the goods' price when not given. */
    price: optional(roubles()),
  }),
  keywords: z.object({ id: id(), word: text(200), wordZh: optional(text(200)), typeId: id(), subTypeId: id() }),
  keywordDaily: z.object({ keywordId: id(), day: day(), heat: count(), clickHeat: count() }),
} as const;

/** The checked rows of each section. */
export type ImportRows = { [K in ImportSection]: z.infer<(typeof importRowSchemas)[K]>[] };

/** One rejected row: where it is (file and line, or section and index) and why. */
export interface Rejection {
  where: string;
  reason: string;
}

/** Rows read from the files, each with where it came from, before any check. */
export interface ImportInput {
  sections: { [K in ImportSection]: { where: string; raw: unknown }[] };
  /** Problems of the files themselves (unreadable, unknown name, bad CSV). */
  problems: Rejection[];
}

export type ImportOutcome =
  | { kind: 'ok'; counts: Record<ImportSection, number>; latestDay: string | null }
  | { kind: 'rejected'; rejected: Rejection[]; total: number; checked: number };
