import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, testTargets } from '../testing/db';
import { giveBack, takeUse, usesOf } from './rate-counter';

describe.each(testTargets)('limits taken by one atomic statement on $name', ({ url }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(url);
  });
  afterAll(async () => database.close());

  it('grants exactly the limit however many uses are asked for at once', async () => {
    const taken = await Promise.all(Array.from({ length: 300 }, () => takeUse(database.db, 'test:parallel', 10, 60_000)));
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await usesOf(database.db, 'test:parallel')).toBe(10);
  });

  it('gives a use back to its own window only', async () => {
    const first = await takeUse(database.db, 'test:back', 1, 60_000);
    expect(first).toBeDefined();
    expect(await takeUse(database.db, 'test:back', 1, 60_000)).toBeUndefined();
    await giveBack(database.db, first ? [first] : []);
    expect(await takeUse(database.db, 'test:back', 1, 60_000)).toBeDefined();
    // A use of a window that has since passed changes nothing in the new one.
    await giveBack(database.db, [{ key: 'test:back', windowStart: new Date(0) }]);
    expect(await usesOf(database.db, 'test:back')).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    expect(await takeUse(database.db, 'test:window', 1, 1)).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await takeUse(database.db, 'test:window', 1, 1)).toBeDefined();
  });
});
