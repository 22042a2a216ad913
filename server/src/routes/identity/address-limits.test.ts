import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { identity } from '@marketlens/core/contract';
import { feedback } from '../../db/schema/index';
import { ADDRESS_LIMITS } from '../../security/rate-counter';
import { openTestApi, type TestApi } from '../../testing/api';
import { testTargets } from '../../testing/db';

describe.each(testTargets)('limits per address of the calls open to anyone on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('stores at most the hourly feedback posts of an address however many arrive at once', async () => {
    const ip = '10.70.0.1';
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api.call(identity.userFeedback, { query: { type: 1, problemDescription: `flood ${i}` }, headers: { 'x-forwarded-for': ip } })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(ADDRESS_LIMITS.feedback.limit);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(100 - ADDRESS_LIMITS.feedback.limit);
    expect(refused[0]?.body.message).toBe('安全校验过于频繁，请一分钟后再试');
    const [stored] = await api.database.db.select({ n: sql<number>`count(*)::int` }).from(feedback).where(eq(feedback.ip, ip));
    expect(stored?.n).toBe(ADDRESS_LIMITS.feedback.limit);
    // Another address is not affected.
    expect((await api.call(identity.userFeedback, { query: { type: 1, problemDescription: 'fine' }, headers: { 'x-forwarded-for': '10.70.0.2' } })).body.code).toBe(200);
  });

  it('answers at most the look-ups of an address whether numbers are registered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => api.call(identity.hasUserByMobile, { query: { userName: `1380000${String(i).padStart(4, '0')}` }, headers: { 'x-forwarded-for': '10.70.1.1' } })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(ADDRESS_LIMITS.hasUser.limit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(100 - ADDRESS_LIMITS.hasUser.limit);
  });
});
