import { z } from 'zod';
import { envelope } from '../envelope';
import { intParam } from '../report';

/** Paging fields of the console's lists. */
export const page = { pageNum: intParam().min(1).max(10_000).default(1), pageSize: intParam().min(1).max(50).default(20) };

/** A page of a list with the total. */
export const list = <T extends z.ZodType>(item: T) => envelope({ data: z.object({ list: z.array(item), total: z.number().int() }).optional() });

/** The answer of a change that returns nothing but its success. */
export const done = envelope({ data: z.object({ ok: z.literal(true) }).optional() });
