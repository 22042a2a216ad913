import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The marketplace's top-level categories (spec section 3: twelve fixed ids). */
export const categories = pgTable('categories', {
  typeId: integer('type_id').primaryKey(),
  parentId: integer('parent_id'),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  sort: integer('sort').notNull().default(0),
});
