import { CATEGORIES } from '@marketlens/core/constants';
import { categories } from './schema/index';
import type { Db } from './client';

/** Fills an empty database with the reference data; safe to run on every start. */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ typeId: c.id, parentId: null, nameZh: c.zh, nameEn: c.en, nameRu: c.ru, sort: i })))
    .onConflictDoNothing();
}
