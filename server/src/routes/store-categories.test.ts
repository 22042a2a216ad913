import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@marketlens/core/constants';
import { store, type workbench } from '@marketlens/core/contract';
import { memberships, userCategories, users } from '../db/schema/index';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

type Body<T> = { code: number; message?: string; data: T };
type Choice = store.CategoryChoice & { canChange: boolean };
const CODES = store.STORE_CODES;
const DAY = 86_400_000;
const TOP = CATEGORIES.map((c) => c.id as number);
const PATH = '/api/product/pay/store/categories';

describe.each(testTargets)('the categories a plan binds on $name', ({ url }) => {
  let server: TestServer;
  let mobile = 13900006100;

  const call = async <T = Choice>(headers: Record<string, string>, body?: unknown, lang = 'en') => {
    const res = await server.app.request(PATH, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'accept-language': lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as Body<T> };
  };
  /** A new member of `planId` (12: operation, 3 slots) whose membership ends in `days`. */
  const member = async (planId = 12, days = 30) => {
    const signed = await signIn(server, String(mobile++));
    await server.database.db.insert(memberships).values({ userId: signed.userId, planId, maturityTime: new Date(Date.now() + days * DAY) });
    return signed;
  };
  /** Moves a slot's last change back by `days` (as if it had been set then). */
  const age = async (userId: number, slot: number, days: number) => {
    const at = new Date(Date.now() - days * DAY);
    await server.database.db.update(userCategories).set({ createdAt: at, changedAt: null }).where(sql`${userCategories.userId} = ${userId} AND ${userCategories.slot} = ${slot}`);
  };
  const bound = async (userId: number) =>
    (await server.database.db.select().from(userCategories).where(eq(userCategories.userId, userId)).orderBy(userCategories.slot)).map((r) => [r.slot, r.typeId]);

  beforeAll(async () => {
    server = await openTestServer(url);
  });
  afterAll(async () => server.close());

  it('shows an operation member three empty slots and the top categories in the reader’s language', async () => {
    const { headers } = await member();
    const en = await call(headers);
    expect(en.body.code).toBe(200);
    expect(en.body.data.allowed).toBe(3);
    expect(en.body.data.needsChoice).toBe(true);
    expect(en.body.data.canChange).toBe(true);
    expect(en.body.data.slots.map((s) => [s.slot, s.typeId, s.nextChangeAt])).toEqual([[0, null, null], [1, null, null], [2, null, null]]);
    expect(en.body.data.options.map((o) => o.typeId).sort()).toEqual([...TOP].sort());
    expect(en.body.data.options.find((o) => o.typeId === 99997)?.name).toBe('Home & Living');
    const zh = await call(headers, undefined, 'zh-CN');
    expect(zh.body.data.options.find((o) => o.typeId === 99997)?.name).toBe('家居生活');
    const ru = await call(headers, undefined, 'ru');
    expect(ru.body.data.options.find((o) => o.typeId === 99997)?.name).toBe('Дом и быт');
  });

  it('fills an empty slot at once, locks it for 30 days from then, and lets it change once the 30 days are over', async () => {
    const { userId, headers } = await member();
    const first = await call(headers, { slot: 0, typeId: 99998 });
    expect(first.body.code).toBe(200);
    const slot0 = first.body.data.slots[0];
    expect(slot0?.typeId).toBe(99998);
    expect(slot0?.name).toBe('Beauty & Personal Care');
    expect(Date.parse(slot0?.nextChangeAt ?? '') - Date.parse(slot0?.changedAt ?? '')).toBe(30 * DAY);
    expect(first.body.data.needsChoice).toBe(true);
    // Another empty slot is free too, whatever was set a moment ago.
    expect((await call(headers, { slot: 1, typeId: 99991 })).body.code).toBe(200);

    const locked = await call(headers, { slot: 0, typeId: 99997 });
    expect(locked.status).toBe(200);
    expect(locked.body.code).toBe(CODES.slotLocked);
    expect(locked.body.message).toMatch(/once in 30 days; you can change it again after .*20\d\d/);
    expect(locked.body.data.slots[0]?.nextChangeAt).toBe(slot0?.nextChangeAt);
    expect(await bound(userId)).toEqual([[0, 99998], [1, 99991]]);

    // Choosing what the slot already holds changes nothing and is no error.
    expect((await call(headers, { slot: 0, typeId: 99998 })).body.code).toBe(200);

    await age(userId, 0, 29);
    expect((await call(headers, { slot: 0, typeId: 99997 })).body.code).toBe(CODES.slotLocked);
    await age(userId, 0, 31);
    const changed = await call(headers, { slot: 0, typeId: 99997 });
    expect(changed.body.code).toBe(200);
    expect(changed.body.data.slots[0]?.typeId).toBe(99997);
    expect(Date.parse(changed.body.data.slots[0]?.nextChangeAt ?? '')).toBeGreaterThan(Date.now() + 29 * DAY);
    // Changed now: locked again for 30 days.
    expect((await call(headers, { slot: 0, typeId: 99998 })).body.code).toBe(CODES.slotLocked);
  });

  it('refuses every bad input with its code and a clear message, and a malformed body with a 400', async () => {
    const { headers } = await member();
    await call(headers, { slot: 0, typeId: 99997 });
    const beyond = await call(headers, { slot: 3, typeId: 99991 });
    expect([beyond.body.code, beyond.body.message]).toEqual([CODES.badSlot, 'Invalid category slot or category']);
    const sub = await call(headers, { slot: 1, typeId: 9999101 });
    expect(sub.body.code).toBe(CODES.badSlot);
    expect((await call(headers, { slot: 1, typeId: 12345 })).body.code).toBe(CODES.badSlot);
    const taken = await call(headers, { slot: 1, typeId: 99997 });
    expect([taken.body.code, taken.body.message]).toEqual([CODES.categoryTaken, 'This category is already bound in another slot']);
    for (const body of [{ slot: -1, typeId: 99991 }, { slot: 0 }, { slot: 1.5, typeId: 99991 }, { slot: 0, typeId: 'x' }, { slot: 100, typeId: 99991 }, 'not json']) {
      const res = await call(headers, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(400);
    }
    const guest = await server.app.request(PATH);
    expect(guest.status).toBe(401);
  });

  it('answers ultimate and professional members that every category counts as bound and there is nothing to choose', async () => {
    for (const planId of [15, 116]) {
      const { headers } = await member(planId);
      const got = await call(headers);
      expect([got.body.data.allowed, got.body.data.slots, got.body.data.needsChoice]).toEqual([null, [], false]);
      expect((await call(headers, { slot: 0, typeId: 99997 })).body.code).toBe(CODES.badSlot);
    }
  });

  it('refuses an expired member and an account that never had a membership', async () => {
    const expired = await member(12, -1);
    const got = await call(expired.headers);
    expect([got.body.code, got.body.message]).toEqual([CODES.noMembership, 'Your membership has ended or has not started; there are no categories to bind']);
    expect((await call(expired.headers, { slot: 0, typeId: 99997 })).body.code).toBe(CODES.noMembership);
    const never = await signIn(server, String(mobile++));
    expect((await call(never.headers, { slot: 0, typeId: 99997 })).body.code).toBe(CODES.noMembership);
    expect(await bound(expired.userId)).toEqual([]);
  });

  it('lets a sub-account read its main account’s slots but not change them', async () => {
    const main = await member();
    await call(main.headers, { slot: 0, typeId: 99991 });
    const sub = await signIn(server, String(mobile++));
    await server.database.db.update(users).set({ mainUserId: main.userId }).where(eq(users.id, sub.userId));
    const read = await call(sub.headers);
    expect(read.body.code).toBe(200);
    expect(read.body.data.canChange).toBe(false);
    expect(read.body.data.slots[0]?.typeId).toBe(99991);
    const refused = await call(sub.headers, { slot: 1, typeId: 99997 });
    expect([refused.body.code, refused.body.message]).toEqual([CODES.mainAccountOnly, 'Only the main account can choose the categories; a sub-account can only view them']);
    expect(await bound(main.userId)).toEqual([[0, 99991]]);
  });

  it('counts only the slots a shrunken plan allows, and lets a category move out of a slot that no longer counts', async () => {
    const { userId, headers } = await member();
    for (const [slot, typeId] of [[0, 99997], [1, 99991], [2, 99998]] as const) await call(headers, { slot, typeId });
    await server.database.db.update(memberships).set({ planId: 6 }).where(eq(memberships.userId, userId));
    const starter = await call(headers);
    expect(starter.body.data.allowed).toBe(1);
    expect(starter.body.data.slots.map((s) => s.typeId)).toEqual([99997]);
    // The list of slot 2's category is a preview now.
    const list = await server.app.request(`/api/workbench/goods/list?typeId=99998&days=30&lang=en&pageNum=1&pageSize=20`, { headers });
    const meta = ((await list.json()) as Body<{ meta: workbench.ListMeta }>).data.meta;
    expect([meta.scopeLimited, meta.boundTypeIds]).toEqual([true, [99997]]);
    await age(userId, 0, 31);
    expect((await call(headers, { slot: 0, typeId: 99998 })).body.code).toBe(200);
    expect(await bound(userId)).toEqual([[0, 99998], [1, 99991]]);
  });

  it('lets exactly one of 20 parallel changes of one slot through', async () => {
    const { userId, headers } = await member();
    await call(headers, { slot: 0, typeId: TOP[0] });
    await age(userId, 0, 40);
    // 12 top categories: 11 to change to, so some of the 20 ask for the same one. Asking for what the
    // slot already holds is answered as done (nothing changes), so every 200 names the one winner.
    const others = TOP.slice(1);
    const answers = await Promise.all(Array.from({ length: 20 }, (_v, i) => call(headers, { slot: 0, typeId: others[i % others.length] })));
    const asked = answers.map((a, i) => [a.body.code, others[i % others.length]] as const);
    const won = new Set(asked.filter(([code]) => code === 200).map(([, typeId]) => typeId));
    expect(won.size).toBe(1);
    expect(asked.filter(([code]) => code !== 200).every(([code]) => code === CODES.slotLocked)).toBe(true);
    expect(await bound(userId)).toEqual([[0, [...won][0]]]);

    // Eleven different categories at once: exactly one answer is a success.
    await age(userId, 0, 40);
    const current = (await bound(userId))[0]?.[1];
    const distinct = TOP.filter((id) => id !== current);
    const codes = (await Promise.all(distinct.map((typeId) => call(headers, { slot: 0, typeId })))).map((a) => a.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === CODES.slotLocked)).toHaveLength(distinct.length - 1);
  });

  it('binds one category to only one of two empty slots chosen in parallel', async () => {
    for (let round = 0; round < 3; round++) {
      const { userId, headers } = await member();
      const answers = await Promise.all([call(headers, { slot: 0, typeId: 99991 }), call(headers, { slot: 1, typeId: 99991 })]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, CODES.categoryTaken]);
      expect(await bound(userId)).toHaveLength(1);
    }
  });
});
