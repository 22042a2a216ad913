import { and, asc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { admin, adminActivities as calls, lottery, monitor, pay, promotion, type CallDef } from '@marketlens/core/contract';
import { accessTokens, auditLog, coupons, lotteryDraws, lotteryEntrants, lotteryPrizes, userCoupons, users } from '../db/schema/index';
import { randomSecret, sha256 } from '../security/hash';
import { OPERATOR_COOKIE } from '../security/operator-session';
import { createOperator } from '../services/admin/operators';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';

const { ACTIVITY_CODES } = calls;
const PASSWORD = 'Operator2026';
const DAY_MS = 86_400_000;
const names = (n: string) => ({ nameZh: `${n}奖`, nameEn: `${n} prize`, nameRu: `Приз ${n}` });

describe.each(testTargets)('the console activities and promotions on $name', ({ url }) => {
  let api: TestApi;
  let next = 0;

  const member = async () => {
    const mobile = `1350000${String(6000 + next++).padStart(4, '0')}`;
    const [user] = await api.database.db.insert(users).values({ account: `m${mobile}`, mobile, nickName: mobile, distinctId: randomSecret(8) }).returning();
    if (!user) throw new Error('user not created');
    const token = randomSecret(32);
    await api.database.db.insert(accessTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return { userId: user.id, mobile, token };
  };

  const session = async (role: admin.OperatorRole = 'admin') => {
    const op = await createOperator(api.database.db, { name: `act${next++}_${role}`, role, password: PASSWORD });
    if (!op) throw new Error('operator not created');
    const body = JSON.stringify({ name: op.name, password: PASSWORD, code: await generate({ secret: op.secret }) });
    const res = await api.app.request(callPath(api.runtimeConfig, admin.login), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const token = new RegExp(`${OPERATOR_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
    return `${OPERATOR_COOKIE}=${token ?? ''}`;
  };

  const as = <Q extends ZodType, B extends ZodType, R extends ZodType>(cookie: string, def: CallDef<Q, B, R>, input: Parameters<TestApi['call']>[1] = {}) =>
    api.call(def, { ...input, headers: { cookie, ...input.headers } });

  /** A live activity made through the console. */
  const newActivity = async (cookie: string) => {
    const now = Date.now();
    const res = await as(cookie, calls.saveActivity, {
      body: { nameZh: '测试活动', nameEn: 'Test activity', nameRu: 'Тест', startsAt: new Date(now - DAY_MS).toISOString(), endsAt: new Date(now + DAY_MS).toISOString(), dailyDrawLimit: 100, paused: false },
    });
    const id = res.body.data?.id;
    if (!id) throw new Error(`activity not created: ${JSON.stringify(res.body)}`);
    return id;
  };
  const prize = (cookie: string, activityId: number, fields: Record<string, unknown>) =>
    as(cookie, calls.savePrize, { body: { activityId, kind: 'physical', ...names('P'), odds: 10, total: 10, value: 0, ...fields } });
  /** A member who joined the activity with `chances` draws. */
  const entrant = async (activityId: number, chances: number) => {
    const m = await member();
    await api.call(lottery.join, { body: { actId: activityId }, token: m.token });
    await api.database.db.update(lotteryEntrants).set({ chances }).where(and(eq(lotteryEntrants.activityId, activityId), eq(lotteryEntrants.userId, m.userId)));
    return m;
  };

  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('keeps activities and promotions to administrators: editors and support are refused, members are not let in', async () => {
    const m = await member();
    expect((await api.call(calls.activities, { token: m.token })).status).toBe(401);
    for (const role of ['editor', 'support'] as const) {
      const cookie = await session(role);
      expect((await as(cookie, calls.activities)).body.code).toBe(admin.ADMIN_CODES.forbidden);
      expect((await as(cookie, calls.coupons)).body.code).toBe(admin.ADMIN_CODES.forbidden);
      expect((await as(cookie, calls.promotions)).body.code).toBe(admin.ADMIN_CODES.forbidden);
      const refused = await as(cookie, calls.savePrize, { body: { activityId: 4, kind: 'physical', ...names('X'), odds: 1, total: 1, value: 0 } });
      expect(refused.body.code).toBe(admin.ADMIN_CODES.forbidden);
    }
    const list = await as(await session(), calls.activities);
    expect(list.body.data?.list.some((a) => a.id === 4 && a.state === 'live')).toBe(true);
  });

  it('refuses a period that ends before it starts with a localized message, and audits a new activity', async () => {
    const cookie = await session();
    const now = Date.now();
    const body = { nameZh: '倒置', nameEn: 'Reversed', nameRu: 'Наоборот', startsAt: new Date(now + DAY_MS).toISOString(), endsAt: new Date(now).toISOString(), dailyDrawLimit: 5, paused: false };
    const zh = await as(cookie, calls.saveActivity, { body });
    expect(zh.body).toMatchObject({ code: ACTIVITY_CODES.periodOrder, message: '结束时间必须晚于开始时间' });
    const en = await as(cookie, calls.saveActivity, { body, headers: { 'accept-language': 'en-US' } });
    expect(en.body.message).toBe('The end must be after the start');
    const id = await newActivity(cookie);
    const [entry] = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `activity:${id}`));
    expect(entry).toMatchObject({ action: 'lottery.activity.create', before: null, after: { id, nameEn: 'Test activity', state: 'live' } });
    expect((await as(cookie, calls.saveActivity, { body: { ...body, id: 99_999, startsAt: new Date(now).toISOString(), endsAt: new Date(now + DAY_MS).toISOString() } })).body.code).toBe(admin.ADMIN_CODES.notFound);
  });

  it('gives operators creating activities and coupons at the same moment each their own id, never a server error', async () => {
    const cookie = await session();
    const now = Date.now();
    const activity = { nameZh: '并发', nameEn: 'Parallel', nameRu: 'Параллельно', startsAt: new Date(now).toISOString(), endsAt: new Date(now + DAY_MS).toISOString(), dailyDrawLimit: 5, paused: false };
    const validUntil = new Date(now + 30 * DAY_MS).toISOString();
    const [activities, created] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => as(cookie, calls.saveActivity, { body: activity }))),
      Promise.all(Array.from({ length: 6 }, () => as(cookie, calls.saveCoupon, { body: { ...names('P'), amount: 1000, threshold: 0, planIds: [10], validUntil, stock: null } }))),
    ]);
    for (const r of [...activities, ...created]) expect(r.status).toBe(200);
    expect(new Set(activities.map((r) => r.body.data?.id)).size).toBe(6);
    expect(new Set(created.map((r) => r.body.data?.id)).size).toBe(6);
  });

  it('sets prizes with odds that add up to 100 % at most, shows them to members at once, and audits before and after', async () => {
    const cookie = await session();
    const id = await newActivity(cookie);
    expect((await prize(cookie, id, { odds: 100.5 })).status).toBe(400);
    expect((await prize(cookie, id, { odds: -1 })).status).toBe(400);
    const first = await prize(cookie, id, { odds: 30, total: 5, ...names('A') });
    expect(first.body.data).toMatchObject({ odds: 30, total: 5, stock: 5, awarded: 0 });
    const tooMuch = await prize(cookie, id, { odds: 80, ...names('B') });
    expect(tooMuch.body).toMatchObject({ code: ACTIVITY_CODES.oddsSum });
    expect(tooMuch.body.message).toContain('70');
    await prize(cookie, id, { kind: 'membership', odds: 70, total: 3, value: 7, ...names('B') });
    const pool = await as(cookie, calls.prizes, { query: { activityId: id } });
    expect(pool.body.data?.noPrizeOdds).toBe(0);
    // The member-facing activity shows the new pool: odds as shares of one, the "no prize" outcome at zero.
    const seen = await api.call(lottery.activity, { query: { actId: id, lang: 'en' } });
    expect(seen.body.data?.prizes.map((p) => [p.name, p.kind, p.odds, p.stock])).toEqual([
      ['A prize', 'physical', 0.3, 5],
      ['B prize', 'membership', 0.7, 3],
      ['No prize this time', 'none', 0, null],
    ]);
    const prizeId = first.body.data?.id ?? 0;
    await prize(cookie, id, { id: prizeId, odds: 20, total: 8, ...names('A2') });
    const after = await api.call(lottery.activity, { query: { actId: id, lang: 'en' } });
    expect(after.body.data?.prizes[0]).toMatchObject({ name: 'A2 prize', odds: 0.2, stock: 8 });
    expect(after.body.data?.prizes.find((p) => p.kind === 'none')?.odds).toBeCloseTo(0.1, 6);
    const [entry] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.target, `prize:${prizeId}`), eq(auditLog.action, 'lottery.prize.update')));
    expect(entry).toMatchObject({ before: { odds: 30, total: 5, nameEn: 'A prize' }, after: { odds: 20, total: 8, nameEn: 'A2 prize' } });
    expect((await prize(cookie, id, { kind: 'coupon', value: 987_654, odds: 0 })).body.code).toBe(ACTIVITY_CODES.unknownReference);
  });

  it('never sets a quantity below what was won, and parallel draws never drive the stock below zero while an operator edits it', async () => {
    const cookie = await session();
    const id = await newActivity(cookie);
    const saved = await prize(cookie, id, { kind: 'membership', value: 1, odds: 100, total: 30 });
    const prizeId = saved.body.data?.id ?? 0;
    const members = await Promise.all(Array.from({ length: 4 }, () => entrant(id, 20)));
    const draws = members.flatMap((m) => Array.from({ length: 15 }, () => api.call(lottery.draw, { body: { actId: id }, token: m.token })));
    const edits = [12, 40, 25, 8, 35].map((total) => prize(cookie, id, { id: prizeId, kind: 'membership', value: 1, odds: 100, total }));
    const [drawn, edited] = await Promise.all([Promise.all(draws), Promise.all(edits)]);
    expect(drawn.every((d) => d.status === 200)).toBe(true);
    expect(edited.every((e) => e.body.code === 200 || e.body.code === ACTIVITY_CODES.stockBelowUsed)).toBe(true);
    const [row] = await api.database.db.select().from(lotteryPrizes).where(eq(lotteryPrizes.id, prizeId));
    const won = await api.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.prizeId, prizeId));
    expect(row?.stock).toBeGreaterThanOrEqual(0);
    expect(row?.awarded).toBe(won.length);
    expect(drawn.filter((d) => d.body.data?.prize).length).toBe(won.length);
    // Whichever edit came last, stock + won is a quantity an operator set.
    expect([30, 12, 40, 25, 8, 35]).toContain((row?.stock ?? 0) + won.length);
    const below = await prize(cookie, id, { id: prizeId, kind: 'membership', value: 1, odds: 100, total: Math.max(0, won.length - 1) });
    if (won.length > 0) expect(below.body).toMatchObject({ code: ACTIVITY_CODES.stockBelowUsed, message: `奖品数量不能少于已中出的 ${won.length} 件` });
  });

  it('ships a claimed prize, tells the winner in the bell and on the lottery pages, and moves only forward', async () => {
    const cookie = await session();
    const id = await newActivity(cookie);
    await prize(cookie, id, { odds: 100, total: 2, ...names('Mug') });
    const m = await entrant(id, 1);
    const drawn = await api.call(lottery.draw, { body: { actId: id }, token: m.token });
    const drawId = drawn.body.data?.drawId ?? 0;
    expect(drawn.body.data?.prize?.kind).toBe('physical');
    const list = await as(cookie, calls.winners, { query: { activityId: id, status: 'pending' } });
    expect(list.body.data?.list[0]).toMatchObject({ drawId, phone: `${m.mobile.slice(0, 3)}****${m.mobile.slice(-4)}`, shipStatus: 'pending', claimedAt: null });
    const early = await as(cookie, calls.ship, { body: { drawId, status: 'shipped', carrier: 'SF', trackingNo: 'SF123' } });
    expect(early.body.code).toBe(ACTIVITY_CODES.notClaimed);
    expect((await as(cookie, calls.ship, { body: { drawId, status: 'delivered' } })).body.code).toBe(ACTIVITY_CODES.badShipping);
    await api.call(lottery.claim, { body: { drawId, name: 'Wang Wei', phone: '13800001234', address: 'Shanghai, Pudong, 100 Century Ave' }, token: m.token });
    const twice = await Promise.all([0, 1, 2].map(() => as(cookie, calls.ship, { body: { drawId, status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' } })));
    expect(twice.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(twice.filter((r) => r.body.code === ACTIVITY_CODES.badShipping)).toHaveLength(2);
    const shipped = await as(cookie, calls.winners, { query: { activityId: id, status: 'shipped' } });
    expect(shipped.body.data?.list[0]).toMatchObject({ drawId, receiverName: 'Wang Wei', address: 'Shanghai, Pudong, 100 Century Ave', carrier: 'SF Express', trackingNo: 'SF1234567890' });
    const bell = await api.call(monitor.notices, { token: m.token });
    expect(bell.body.data?.list.filter((n) => n.event === 'prizeShipped')).toHaveLength(1);
    expect(bell.body.data?.list[0]?.params).toMatchObject({ nameEn: 'Mug prize', carrier: 'SF Express', tracking: 'SF1234567890' });
    const mine = await api.call(lottery.winnings, { query: { actId: id }, token: m.token });
    expect(mine.body.data?.[0]?.shipping).toMatchObject({ status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' });
    expect((await as(cookie, calls.ship, { body: { drawId, status: 'delivered' } })).body.data?.shipStatus).toBe('delivered');
    expect((await as(cookie, calls.ship, { body: { drawId, status: 'cancelled' } })).body.code).toBe(ACTIVITY_CODES.badShipping);
    const entries = await api.database.db.select().from(auditLog).where(eq(auditLog.target, `draw:${drawId}`)).orderBy(asc(auditLog.id));
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ status: 'pending', carrier: null, trackingNo: null }, { status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' }],
      [{ status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' }, { status: 'delivered', carrier: 'SF Express', trackingNo: 'SF1234567890' }],
    ]);
    expect((await as(cookie, calls.ship, { body: { drawId, status: 'shipped', carrier: '', trackingNo: 'x' } })).status).toBe(400);
  });

  it('gives a coupon with a stock to no more members than its stock, however many sign up at once, and edits promotions', async () => {
    const cookie = await session();
    const validUntil = new Date(Date.now() + 30 * DAY_MS).toISOString();
    const coupon = await as(cookie, calls.saveCoupon, { body: { ...names('C'), amount: 5000, threshold: 0, planIds: [10], validUntil, stock: 2 } });
    const couponId = coupon.body.data?.id ?? 0;
    expect(coupon.body.data).toMatchObject({ stock: 2, issued: 0, used: 0 });
    const now = Date.now();
    const form = { titleZh: '春季', titleEn: 'Spring', titleRu: 'Весна', offerZh: '优惠', offerEn: 'Offer', offerRu: 'Скидка', benefitsZh: '一\n二', benefitsEn: 'One\nTwo', benefitsRu: 'Один\nДва', couponId, channelCode: null };
    const reversed = await as(cookie, calls.savePromotion, { body: { ...form, startsAt: new Date(now).toISOString(), endsAt: new Date(now - DAY_MS).toISOString() } });
    expect(reversed.body.code).toBe(ACTIVITY_CODES.periodOrder);
    const unknown = await as(cookie, calls.savePromotion, { body: { ...form, channelCode: 'no-such-channel', startsAt: new Date(now - DAY_MS).toISOString(), endsAt: new Date(now + DAY_MS).toISOString() } });
    expect(unknown.body.code).toBe(ACTIVITY_CODES.unknownReference);
    const created = await as(cookie, calls.savePromotion, { body: { ...form, startsAt: new Date(now - DAY_MS).toISOString(), endsAt: new Date(now + DAY_MS).toISOString() } });
    const promotionId = created.body.data?.id ?? 0;
    expect(created.body.data?.state).toBe('live');
    const members = await Promise.all(Array.from({ length: 6 }, () => member()));
    const joins = await Promise.all(members.map((m) => api.call(promotion.joinPromotion, { body: { id: promotionId }, token: m.token })));
    expect(joins.filter((j) => j.body.data?.couponCredited)).toHaveLength(2);
    expect(await api.database.db.select().from(userCoupons).where(eq(userCoupons.couponId, couponId))).toHaveLength(2);
    // The coupon's own page gives none beyond the stock either.
    const late = await member();
    expect((await api.call(pay.userCouponByCouponId, { query: { couponId }, token: late.token })).body.data?.owned).toBe(false);
    const listed = await as(cookie, calls.coupons);
    expect(listed.body.data?.list.find((c) => c.id === couponId)).toMatchObject({ issued: 2, stock: 2 });
    const below = await as(cookie, calls.saveCoupon, { body: { ...names('C'), id: couponId, amount: 5000, threshold: 0, planIds: [10], validUntil, stock: 1 } });
    expect(below.body.code).toBe(ACTIVITY_CODES.stockBelowUsed);
    const [row] = await api.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(row?.stock).toBe(2);
    const promos = await as(cookie, calls.promotions);
    expect(promos.body.data?.list.find((p) => p.id === promotionId)).toMatchObject({ signups: 6, registered: 0 });
    await as(cookie, calls.savePromotion, { body: { ...form, id: promotionId, titleEn: 'Spring sale', startsAt: new Date(now - DAY_MS).toISOString(), endsAt: new Date(now + DAY_MS).toISOString() } });
    const page = await api.call(promotion.promotionDetail, { query: { id: promotionId, lang: 'en' } });
    expect(page.body.data).toMatchObject({ title: 'Spring sale', benefits: ['One', 'Two'], coupon: { couponId } });
    const [entry] = await api.database.db.select().from(auditLog).where(and(eq(auditLog.target, `promotion:${promotionId}`), eq(auditLog.action, 'promotion.update')));
    expect(entry).toMatchObject({ before: { titleEn: 'Spring' }, after: { titleEn: 'Spring sale' } });
  });
});
