import { CATEGORIES } from '@marketlens/core/constants';
import { categories } from '../schema/market';
import type { Db } from '../client';

/** The generated Ozon-like market: categories first. */
export async function seedMarket(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ typeId: c.id, parentId: null, nameZh: c.zh, nameEn: c.en, nameRu: c.ru, sort: i })))
    .onConflictDoNothing();
}
