import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { openDatabase } from '../client';
import { categories, memberships, operators, users } from '../schema/index';
import { openTestApi, type TestApi } from '../../testing/api';
import { DEMO } from './identity';
import { seed } from './index';

describe('seeding an empty database in production mode', () => {
  let api: TestApi;
  beforeAll(async () => {
    const database = await openDatabase({});
    await seed(database.db, { demo: false });
    api = await openTestApi(undefined, {}, { database });
  }, 60_000);
  afterAll(() => api.close());

  it('creates reference data and no member, membership or operator', async () => {
    const db = api.database.db;
    const [[u], [m], [o], [c]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(memberships),
      db.select({ n: count() }).from(operators),
      db.select({ n: count() }).from(categories),
    ]);
    expect(u?.n).toBe(0);
    expect(m?.n).toBe(0);
    expect(o?.n).toBe(0);
    expect(c?.n).toBeGreaterThan(0);
  });

  it('refuses the published demo logins', async () => {
    for (const account of [DEMO.main, DEMO.sub]) {
      const login = await api.call(identity.loginV2, { body: { action: 'accountLogin', data: { account, password: DEMO.password } } });
      expect(login.body.code).not.toBe(200);
      expect(login.body.loginCredential).toBeUndefined();
    }
  });
});
