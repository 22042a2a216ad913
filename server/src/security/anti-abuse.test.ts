import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity, report } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { DEMO } from '../db/seed/identity';
import { openTestApi, type TestApi } from '../testing/api';
import { encryptAntiBotLikeClient } from '../testing/sign';

const { ANTI_ABUSE_CODES } = identity;
const login = { action: 'accountLoginV2', data: { account: DEMO.main, password: DEMO.password } };

describe('anti-abuse checks', () => {
  let api: TestApi;
  let prod: TestApi;
  beforeAll(async () => {
    api = await openTestApi(undefined);
    prod = await openTestApi(undefined, { APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nunused\n-----END RSA PRIVATE KEY-----' });
  });
  afterAll(async () => {
    await api.close();
    await prod.close();
  });

  it('accepts a login signed like core client', async () => {
    expect((await api.call(identity.loginV2, { body: login })).body.code).toBe(200);
  });

  it('refuses a login without the anti-bot code, or with one that does not decrypt', async () => {
    const missing = await api.call(identity.loginV2, { body: login, headers: { [HEADERS.antiBot]: '' } });
    expect(missing).toMatchObject({ status: 403, body: { code: ANTI_ABUSE_CODES.antiBot } });
    const garbage = await api.call(identity.loginV2, { body: login, headers: { [HEADERS.antiBot]: 'bm90LXJzYQ==' } });
    expect(garbage).toMatchObject({ status: 403, body: { code: ANTI_ABUSE_CODES.antiBot } });
  });

  it('refuses an anti-bot code made for another moment', async () => {
    const stale = encryptAntiBotLikeClient(api.runtimeConfig.rsaPublicKey, JSON.stringify({ sid: 'abcdefghijklmnop', ts: 1, fp: 'test-fingerprint' }));
    expect((await api.call(identity.loginV2, { body: login, headers: { [HEADERS.antiBot]: stale } })).body.code).toBe(ANTI_ABUSE_CODES.antiBot);
  });

  it('refuses a risk token that does not match the request, and a timestamp outside the clock window', async () => {
    const forged = await api.call(identity.loginV2, { body: login, headers: { [HEADERS.riskToken]: '0'.repeat(64) } });
    expect(forged).toMatchObject({ status: 403, body: { code: ANTI_ABUSE_CODES.riskToken } });
    const old = await api.call(identity.loginV2, { body: login, headers: { [HEADERS.timestamp]: String(Date.now() - 11 * 60_000) } });
    expect(old).toMatchObject({ status: 403, body: { code: ANTI_ABUSE_CODES.clock } });
  });

  it('lets unsigned reads through locally but checks a signature that is sent', async () => {
    expect((await api.app.request('/api/ram/ddqbt/v1/user/hasUserByMobile?userName=13800138000')).status).toBe(200);
    const res = await api.app.request('/api/ram/ddqbt/v1/user/hasUserByMobile?userName=13800138000', { headers: { timestamp: String(Date.now()), [HEADERS.riskToken]: 'bad' } });
    expect(res.status).toBe(403);
  });

  it('requires a signature on every call in production mode', async () => {
    expect((await prod.app.request('/api/ozon-report-service/v1/cat/homeCat')).status).toBe(403);
    expect((await prod.call(report.homeCat, { query: { lang: 'en' } })).status).toBe(200);
  });

  it('hands the anti-bot public key to clients in the runtime configuration', async () => {
    const res = await api.app.request('/api/runtime-config');
    expect(((await res.json()) as { rsaPublicKey: string }).rsaPublicKey).toContain('BEGIN PUBLIC KEY');
  });
});
