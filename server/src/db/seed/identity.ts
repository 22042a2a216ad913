import type { Db } from '../client';

/** Accounts and account data (the demo account among them). */
export async function seedIdentity(db: Db): Promise<void> {
  void db;
}
