import { z } from 'zod';
import { intParam, langParam } from '../report';
import { MAX_PAGE_SIZE, type WindowDays } from '../../constants/workbench';

// Query parts the workbench calls share; not part of the contract's surface.

export const daysParam = z.coerce
  .number<WindowDays | `${WindowDays}`>()
  .pipe(z.union([z.literal(1), z.literal(7), z.literal(30), z.literal(90)]))
  .default(30);
/** A calendar day, YYYY-MM-DD, between 2000 and 2099. */
export const dayParam = z.iso.date().regex(/^20\d{2}-/);
export const amount = () => z.coerce.number<number | string>().min(0).max(1e13).optional();
export const growthParam = () => z.coerce.number<number | string>().min(0).max(1e6).optional();

/** Window, category and paging shared by every list: a custom range (`from`, `to`) overrides `days`. */
export const listBase = {
  typeId: intParam().positive().optional(),
  days: daysParam,
  from: dayParam.optional(),
  to: dayParam.optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  pageNum: intParam().min(1).max(10_000).default(1),
  pageSize: intParam().min(1).max(MAX_PAGE_SIZE).default(20),
  lang: langParam,
};

export const windowQuery = { days: listBase.days, from: listBase.from, to: listBase.to, lang: langParam };

/** Base path of the workbench calls. */
export const W = '/workbench';
