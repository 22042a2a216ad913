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

  it('refuses a signed-in write sent from another website, and takes it from the site, its host or the extension', async () => {
    const token = await signIn(api, DEMO.main, DEMO.password);
    const cookie = `USER_STORE=${encodeURIComponent(JSON.stringify({ userToken: token, account: DEMO.main }))}`;
    const like = (origin: string | undefined, auth: { token?: string; cookie?: string }) =>
      api.call(identity.getUserProductAndPolicy, {
        ...(auth.token ? { token: auth.token } : {}),
        headers: { ...(auth.cookie ? { cookie: auth.cookie } : {}), ...(origin ? { origin } : {}), 'accept-language': 'en' },
      });
    const foreign = await like('https://evil.example', { cookie });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ code: 403, message: 'This request came from another website and was refused' });
    expect((await like('null', { token })).status).toBe(403);
    const own = await api.call(identity.getUserProductAndPolicy, { headers: { cookie, 'x-forwarded-host': 'site.example:8080', origin: 'http://site.example:8080' } });
    expect(own.body).toMatchObject({ code: 200 });
    expect((await like('chrome-extension://abcdefghijklmnop', { token })).body).toMatchObject({ code: 200 });
    expect((await like(undefined, { token })).body).toMatchObject({ code: 200 });
    // A GET changes nothing: a page elsewhere may link to the site.
    expect((await api.call(identity.giveAway, { headers: { cookie, origin: 'https://evil.example' } })).status).toBe(200);
  });
});
