import { z } from 'zod';
import { defineCall } from '../define';
import { envelope } from '../envelope';
import { intParam } from '../report';
import { W } from './params';
import { goodsFiltersSchema } from './lists';

// ---- Saved filter sets: a member's named goods filters, applied on any goods list ----

export const filterSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  filters: goodsFiltersSchema,
  /** ISO times of the last save and the last use on a list. */
  savedAt: z.string(),
  usedAt: z.string().nullable(),
});
export type FilterSet = z.infer<typeof filterSetSchema>;

/** GET /workbench/filter-sets: the member's saved filter sets, the last used or saved first, and how many they may keep. */
export const filterSetList = defineCall({
  service: 'default',
  method: 'GET',
  path: `${W}/filter-sets`,
  response: envelope({ data: z.object({ list: z.array(filterSetSchema), limit: z.number().int() }).optional() }),
});

/** POST /workbench/filter-sets: saves the filters under a name; a name the member used before is overwritten. */
export const filterSetSave = defineCall({
  service: 'default',
  method: 'POST',
  path: `${W}/filter-sets`,
  body: z.object({ name: z.string().trim().min(1).max(40), filters: goodsFiltersSchema }),
  response: envelope({ data: z.object({ set: filterSetSchema }).optional() }),
});

/** POST /workbench/filter-sets/apply: the filters of one saved set, marked as used now (the list puts them in its URL). */
export const filterSetApply = defineCall({
  service: 'default',
  method: 'POST',
  path: `${W}/filter-sets/apply`,
  body: z.object({ id: intParam().positive() }),
  response: envelope({ data: z.object({ set: filterSetSchema }).optional() }),
});

/** POST /workbench/filter-sets/delete: removes one of the member's saved filter sets. */
export const filterSetDelete = defineCall({
  service: 'default',
  method: 'POST',
  path: `${W}/filter-sets/delete`,
  body: z.object({ id: intParam().positive() }),
  response: envelope({ data: z.object({ id: z.number().int() }).optional() }),
});
