import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam, langParam } from '../report';
import { detailDays } from './details';
import { listMetaSchema } from './meta';
import { listBase, W } from './params';

/** The words a goods' positions are followed for: those its title contains, hottest first. */
export const POSITION_WORDS = 8;

/** A goods' place among the results of one search word on one day (1 = first); null when it was not among them. */
export const positionPointSchema = z.object({ day: z.string(), position: z.number().int().nullable(), of: z.number().int().nullable() });

export const goodsWordPositionsSchema = z.object({
  keywordId: z.number().int(),
  keyword: z.string(),
  keywordZh: z.string().nullable(),
  /** Searchers of the word over the last 30 days of the market. */
  heat: z.number().int(),
  /**
   * 'observed': places seen on Ozon's result pages (the extension and the collector); 'estimated':
   * its rank by the last seven days' units among the goods of the word's category whose title holds the word.
   */
  source: z.enum(['observed', 'estimated']),
  positions: z.array(positionPointSchema),
});
export type GoodsWordPositions = z.infer<typeof goodsWordPositionsSchema>;

/** GET /workbench/goods/positions: a goods' place for each of its search words, day by day over the window. */
export const goodsPositions = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/goods/positions`,
  query: z.object({
    goodsId: intParam().positive(),
    days: detailDays,
    from: listBase.from,
    to: listBase.to,
    lang: langParam,
  }),
  response: envelope({ data: z.object({ goodsId: z.number().int(), words: z.array(goodsWordPositionsSchema), meta: listMetaSchema }).optional() }),
});
