import type { Db } from '../client';

/** Articles, Q&A, courses, guides, dictionaries and front image windows in three languages. */
export async function seedContent(db: Db): Promise<void> {
  void db;
}
