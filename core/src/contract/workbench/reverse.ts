import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { W, windowQuery } from './params';
import { listMetaSchema } from './meta';
import { goodsRowSchema } from './lists';

// ---- Reverse keyword lookup ----

/** Goods ids a reverse keyword lookup takes at most (Seerfar's limit). */
export const REVERSE_MAX_GOODS = 20;

/** The distinct goods ids of a `goodsIds` text (`1,2, 3` or `1 2 3`). */
export function goodsIdsOf(text: string): number[] {
  return [...new Set(text.split(/[\s,，;]+/).filter(Boolean).map(Number))];
}

/**
 * Goods ids as one text (the call's query stays a plain string, as it is sent and signed): positive
 * integers separated by commas, spaces or line breaks, at most REVERSE_MAX_GOODS distinct ones.
 */
const goodsIdsParam = z
  .string()
  .trim()
  .max(400)
  .regex(/^\d{1,10}([\s,，;]+\d{1,10})*$/)
  .refine((text) => {
    const ids = goodsIdsOf(text);
    return ids.length <= REVERSE_MAX_GOODS && ids.every((n) => n > 0 && n <= 2_147_483_647);
  });

export const reverseWordSchema = z.object({
  keywordId: z.number().int(),
  /** The word as Ozon's shoppers type it (Russian). */
  keyword: z.string(),
  /** The word in the member's language by machine translation; null when not translated or the page is Russian. */
  keywordTranslated: z.string().nullable().optional(),
  /** Searchers of the word in the window. */
  heat: z.number().int(),
  growth: z.number().nullable(),
  /** Place of the goods among the goods of its category whose title holds the word, by units sold in the window (1 = first). */
  position: z.number().int(),
  /** Goods of the category whose title holds the word. */
  competing: z.number().int(),
});

const reverseQuery = z.object({ goodsIds: goodsIdsParam, ...windowQuery });
export type KeywordReverseQuery = z.input<typeof reverseQuery>;
const reverseGoods = z.array(z.object({ goods: goodsRowSchema, words: z.array(reverseWordSchema) }));

/** GET /workbench/keyword/reverse: for up to 20 goods ids, the search words each ranks for and its organic position by sales. */
export const keywordReverse = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/keyword/reverse`,
  query: reverseQuery,
  response: envelope({
    data: z
      .object({
        list: reverseGoods,
        /** Ids asked for that are not in the index. */
        missing: z.array(z.number().int()),
        meta: listMetaSchema,
      })
      .optional(),
  }),
});

/** GET /workbench/keyword/reverse/export: the same lookup for a file; counts one of the day's exports. */
export const keywordReverseExport = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/keyword/reverse/export`,
  query: reverseQuery,
  response: envelope({
    data: z.object({ list: reverseGoods, missing: z.array(z.number().int()), meta: listMetaSchema, exportsLeft: z.number().int().nullable() }).optional(),
  }),
});
export type ReverseWord = z.infer<typeof reverseWordSchema>;
