import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity } from '@marketlens/core/contract';
import { accessTokens, users } from '../db/schema/index';
import { DEMO } from '../db/seed/identity';
import { openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { signIn } from '../testing/flows';
import { issueAccessToken } from '../services/tokens/tokens';
import { sha256 } from './hash';

describe.each(testTargets)('sessions on $name', ({ url }) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
  });
  afterAll(async () => api.close());

  it('reads the token from the USER_STORE cookie when there is no Authorization header', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password);
    const cookie = `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: token, account: DEMO.main }))}`;
    const res = await api.call(identity.channelUserInfo, { headers: { cookie } });
    expect(res.body).toMatchObject({ code: 200, data: { userId: expect.any(Number) } });
    expect((await api.call(identity.channelUserInfo, { headers: { cookie: 'USER_STORE=%7Bnot-json' } })).status).toBe(401);
  });

  it('answers 401 for a missing, unknown or expired token', async () => {
    expect((await api.call(identity.channelUserInfo)).status).toBe(401);
    expect((await api.call(identity.channelUserInfo, { token: 'x'.repeat(43) })).status).toBe(401);
    const token = await signIn(api, DEMO.main, DEMO.password);
    await api.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accessTokens.tokenHash, sha256(token)));
    expect((await api.call(identity.channelUserInfo, { token })).status).toBe(401);
  });

  it('answers 403 with the body RESTRICT_LOGIN for a restricted account', async () => {
    const [row] = await api.database.db.select().from(users).where(eq(users.account, DEMO.restricted));
    const token = await issueAccessToken(api.database.db, Number(row?.id));
    const res = await api.call(identity.channelUserInfo, { token });
    expect(res.status).toBe(403);
    expect(res.text).toBe('RESTRICT_LOGIN');
  });
});
