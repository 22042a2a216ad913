import { z } from 'zod';
import { defineCall } from './define';
import { envelope } from './envelope';

export const homeCategorySchema = z.object({
  typeId: z.number().int(),
  typeName: z.string(),
});
export type HomeCategory = z.infer<typeof homeCategorySchema>;

/** GET /ozon-report-service/v1/cat/homeCat: the top-level categories shown on the home page. */
export const homeCat = defineCall({
  service: 'default',
  method: 'GET',
  path: '/ozon-report-service/v1/cat/homeCat',
  query: z.object({ lang: z.enum(['zh', 'en', 'ru']).optional() }),
  response: envelope({ data: z.array(homeCategorySchema) }),
});
