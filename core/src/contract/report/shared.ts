import { z } from 'zod';
import { intParam, type DateType } from './params';

// Query parts the report calls share; not part of the contract's surface.

/** The hot lists' ranking window (DATE_TYPES); the latest day when absent. */
export const dateTypeParam = z.coerce
  .number<DateType | `${DateType}`>()
  .pipe(z.union([z.literal(1), z.literal(7), z.literal(30)]))
  .default(1);

/** Optional top-level category filter; absent means the whole market. */
export const typeIdParam = intParam().positive().optional();

/** Base path of the report service's own calls. */
export const REPORT = '/ozon-report-service/v1';
