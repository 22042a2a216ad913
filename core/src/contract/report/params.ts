import { z } from 'zod';

// Query strings arrive as text; the schemas coerce them while clients keep typed numbers.
/** An integer query parameter. */
export const intParam = () => z.coerce.number<number | string>().int();
/** Language of names and titles in a response; Chinese when absent. */
export const langParam = z.enum(['zh', 'en', 'ru']).optional();
/** 1-based page number and page size of a paged list. */
export const pageParams = {
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(50).default(10),
};

/** Ranking window of the hot lists: 1 = the latest day, 7 = the last 7 days, 30 = the last 30 days. */
export const DATE_TYPES = Object.freeze({ day: 1, week: 7, month: 30 } as const);
export type DateType = (typeof DATE_TYPES)[keyof typeof DATE_TYPES];

/** Keyword ranking: 1 = by search heat, 2 = by click heat, 3 = by growth of heat. */
export const RANKING_TYPES = Object.freeze({ heat: 1, clickHeat: 2, growth: 3 } as const);
export type RankingType = (typeof RANKING_TYPES)[keyof typeof RANKING_TYPES];
