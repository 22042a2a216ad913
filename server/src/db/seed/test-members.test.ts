import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { memberships, userCategories, users } from '../schema/index';
import { openTestApi, type TestApi } from '../../testing/api';
import { solveCaptcha } from '../../testing/flows';
import { DEMO, seedTestMembers, testMemberMobile } from './identity';

describe('the test members the end-to-end tests ask for (SEED_TEST_MEMBERS)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(undefined);
    await seedTestMembers(api.database.db, 3);
    // Seeding again (every start) adds nothing.
    await seedTestMembers(api.database.db, 3);
  });
  afterAll(() => api.close());

  async function profile(mobile: string) {
    const db = api.database.db;
    const rows = await db.select({ id: users.id, account: users.account, mainUserId: users.mainUserId }).from(users).where(eq(users.mobile, mobile));
    const main = rows.find((r) => r.mainUserId === null);
    if (!main) throw new Error(`no main account for ${mobile}`);
    const [plan] = await db.select({ planId: memberships.planId }).from(memberships).where(eq(memberships.userId, main.id));
    const categories = await db.select({ typeId: userCategories.typeId }).from(userCategories).where(inArray(userCategories.userId, [main.id]));
    return { accounts: rows.length, planId: plan?.planId, categories: categories.map((c) => c.typeId).sort() };
  }

  it('are numbered from 13900000000, each with the demo number’s plan, categories and a sub-account', async () => {
    expect([0, 1, 2].map(testMemberMobile)).toEqual(['13900000000', '13900000001', '13900000002']);
    const demo = await profile(DEMO.main);
    for (const i of [0, 1, 2]) expect(await profile(testMemberMobile(i))).toEqual(demo);
    const [fourth] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.account, testMemberMobile(3)));
    expect(fourth).toBeUndefined();
  });

  it('log in with the demo password', async () => {
    const captcha = await solveCaptcha(api);
    const login = await api.call(identity.loginPc, {
      body: { action: 'accountLogin', data: { account: testMemberMobile(2), password: DEMO.password, code: captcha.ticket, randstr: captcha.randstr } },
      headers: { 'x-forwarded-for': '10.9.0.1' },
    });
    expect(login.body.code).toBe(200);
  });
});
