import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identity, report } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { ANTI_BOT_MAX_BLOCKS } from '@marketlens/core/security';
import { loadConfig } from '../config';
import type { AppEnv } from '../context';
import { DEMO } from '../db/seed/identity';
import { ApiError } from '../http/errors';
import { callPath, openTestApi, type TestApi } from '../testing/api';
import { testTargets } from '../testing/db';
import { encryptAntiBotLikeClient, signedHeaders } from '../testing/sign';
import { antiAbuse } from './anti-abuse';
import { generateRsaKeys } from './rsa-keys';

const { ANTI_ABUSE_CODES } = identity;
const login = { action: 'accountLoginV2', data: { account: DEMO.main, password: DEMO.password } };

/** A signed login request exactly as a client would send it, to be sent again as it is. */
async function signedLogin(api: TestApi, body = JSON.stringify(login), signedBody = body, extra: Parameters<typeof signedHeaders>[0] = { method: 'POST', path: '' }) {
  const path = callPath(api.runtimeConfig, identity.loginV2);
  const headers = { ...(await signedHeaders({ ...extra, method: 'POST', path, publicKeyPem: api.runtimeConfig.rsaPublicKey, body: signedBody })), 'content-type': 'application/json' };
  return () => api.app.request(path, { method: 'POST', headers, body });
}

describe('anti-abuse checks', () => {
  let api: TestApi;
  let prod: TestApi;
  beforeAll(async () => {
    api = await openTestApi(undefined);
    prod = await openTestApi(undefined, { APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nunused\n-----END RSA PRIVATE KEY-----' });
  }, 180_000);
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

  it('accepts a signed request once: the same request sent again is refused', async () => {
    const send = await signedLogin(api);
    expect(((await (await send()).json()) as { code: number }).code).toBe(200);
    const replay = await send();
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ code: ANTI_ABUSE_CODES.antiBot, message: '该请求已提交过，请刷新页面后重试' });
  });

  it('accepts a signed data call once in production: the same call sent again is refused', async () => {
    const path = callPath(prod.runtimeConfig, report.homeCat);
    const headers = await signedHeaders({ method: 'GET', path, query: { lang: 'en' } });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await prod.app.request(`${path}?lang=en`, { headers }));
    expect(answers.map((r) => r.status)).toEqual([200, 403, 403, 403, 403]);
    expect(await answers[1]?.json()).toMatchObject({ code: ANTI_ABUSE_CODES.antiBot, message: '该请求已提交过，请刷新页面后重试' });
    // A new signature of the same call is a new request.
    expect((await prod.call(report.homeCat, { query: { lang: 'en' } })).status).toBe(200);
  });

  it('allows two minutes of clock difference by default', async () => {
    expect(loadConfig({}).clockWindowMs).toBe(2 * 60_000);
    expect((await prod.call(report.homeCat, { query: { lang: 'en' } })).status).toBe(200);
    const path = callPath(prod.runtimeConfig, report.homeCat);
    for (const offset of [-3 * 60_000, 3 * 60_000]) {
      const headers = await signedHeaders({ method: 'GET', path, query: { lang: 'en' }, timestamp: Date.now() + offset });
      const res = await prod.app.request(`${path}?lang=en`, { headers });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: number }).code).toBe(ANTI_ABUSE_CODES.clock);
    }
  });

  it('refuses a body other than the one the anti-bot code was signed for', async () => {
    const other = JSON.stringify({ ...login, data: { ...login.data, account: DEMO.pcVerify } });
    const res = await (await signedLogin(api, other, JSON.stringify(login)))();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: number }).code).toBe(ANTI_ABUSE_CODES.antiBot);
  });

  it('refuses a timestamp ahead of the clock beyond the window', async () => {
    const res = await (await signedLogin(api, undefined, undefined, { method: 'POST', path: '', timestamp: Date.now() + 11 * 60_000 }))();
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: number }).code).toBe(ANTI_ABUSE_CODES.clock);
  });

  it('refuses a header of more blocks than a payload needs, or of blocks that are not blocks, before decrypting', async () => {
    const headers = await signedHeaders({ method: 'POST', path: callPath(api.runtimeConfig, identity.loginV2), publicKeyPem: api.runtimeConfig.rsaPublicKey, body: JSON.stringify(login) });
    const block = headers[HEADERS.antiBot]?.split('.')[0] ?? '';
    for (const antiBot of [Array.from({ length: ANTI_BOT_MAX_BLOCKS + 1 }, () => block).join('.'), `${block}.${'A'.repeat(20)}`, `${block.slice(0, -4)}!!!!`]) {
      const res = await api.call(identity.loginV2, { body: login, headers: { [HEADERS.antiBot]: antiBot } });
      expect(res).toMatchObject({ status: 403, body: { code: ANTI_ABUSE_CODES.antiBot } });
    }
  });

  it('keeps the event loop free while anti-bot codes of maximal size are decrypted', async () => {
    const path = callPath(api.runtimeConfig, identity.loginV2);
    const body = JSON.stringify({ ...login, data: { ...login.data, password: 'x'.repeat(600) } });
    const sends = await Promise.all(Array.from({ length: 8 }, async () => {
      const headers: Record<string, string> = { ...(await signedHeaders({ method: 'POST', path, publicKeyPem: api.runtimeConfig.rsaPublicKey, body })), 'content-type': 'application/json' };
      // A payload padded to the largest size the server accepts.
      const ts = Number(headers[HEADERS.timestamp]);
      const padded = JSON.stringify({ sid: 'abcdefghijklmnop', ts, fp: 'test-fingerprint', bh: '0'.repeat(64), url: 'u'.repeat(700) });
      headers[HEADERS.antiBot] = encryptAntiBotLikeClient(api.runtimeConfig.rsaPublicKey, padded);
      expect(headers[HEADERS.antiBot]?.split('.').length).toBe(ANTI_BOT_MAX_BLOCKS);
      return () => api.app.request(path, { method: 'POST', headers, body });
    }));
    let last = performance.now();
    let longest = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const answers = await Promise.all(sends.map((send) => send()));
    clearInterval(tick);
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 8 }, () => 403));
    // 32 blocks decrypted on the event loop would stall it for well over a second (tens of ms each).
    expect(longest).toBeLessThan(150);
  });

  it('hands the anti-bot public key to clients in the runtime configuration', async () => {
    const res = await api.app.request('/api/runtime-config');
    expect(((await res.json()) as { rsaPublicKey: string }).rsaPublicKey).toContain('BEGIN PUBLIC KEY');
  });
});

describe('anti-bot decryptions per address', () => {
  it('refuses an address over its budget with 429 before decrypting, and leaves other addresses alone', async () => {
    // The real middleware with a counting stand-in for the key: only whether decryption is reached matters here.
    const publicKeyPem = generateRsaKeys().publicKeyPem;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('config', loadConfig({ TRUST_PROXY: 'true' }));
      await next();
    });
    let decrypted = 0;
    const keys = { publicKeyPem, blockChars: 344, decrypt: () => { decrypted += 1; return Promise.resolve(undefined); } };
    app.use('*', antiAbuse({ keys, windowMs: 600_000, requireEverywhere: false, identityBase: '/api/ram/ddqbt/v1', blocksPerMinute: 3 }));
    app.post('*', (c) => c.json({ code: 200 }));
    app.onError((err, c) => c.json({ code: err instanceof ApiError ? err.code : 500 }, err instanceof ApiError ? err.status : 500));
    const path = '/api/ram/ddqbt/v1/user/loginQbt3AccountV2';
    const send = async (address: string) => {
      const headers = await signedHeaders({ method: 'POST', path, publicKeyPem, body: '{}' });
      return (await app.request(path, { method: 'POST', headers: { ...headers, 'x-forwarded-for': address }, body: '{}' })).status;
    };
    // Malformed headers are refused on their shape: nothing is decrypted, nothing is counted.
    const shaped = await signedHeaders({ method: 'POST', path, publicKeyPem, body: '{}' });
    const block = shaped[HEADERS.antiBot] ?? '';
    for (const antiBot of [Array.from({ length: ANTI_BOT_MAX_BLOCKS + 1 }, () => block).join('.'), `${block}.${'A'.repeat(20)}`, `${block.slice(0, -4)}!!!!`]) {
      const res = await app.request(path, { method: 'POST', headers: { ...shaped, [HEADERS.antiBot]: antiBot, 'x-forwarded-for': '203.0.113.7' }, body: '{}' });
      expect(res.status).toBe(403);
    }
    expect(decrypted).toBe(0);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await send('203.0.113.7'));
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    expect(decrypted).toBe(3);
    expect(await send('203.0.113.8')).toBe(403);
  });
});

describe.each(testTargets)('replayed anti-bot codes on $name', ({ url }) => {
  let api: TestApi;
  let prod: TestApi;
  beforeAll(async () => {
    api = await openTestApi(url);
    prod = await openTestApi(url, { APP_MODE: 'production', RSA_PRIVATE_KEY: '-----BEGIN RSA PRIVATE KEY-----\nunused\n-----END RSA PRIVATE KEY-----' });
  }, 180_000);
  afterAll(async () => {
    await api.close();
    await prod.close();
  });

  it('accepts one of twenty copies of a signed data call sent in parallel in production', async () => {
    const path = callPath(prod.runtimeConfig, report.homeCat);
    const headers = await signedHeaders({ method: 'GET', path, query: { lang: 'en' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => prod.app.request(`${path}?lang=en`, { headers })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 403)).toHaveLength(19);
  });

  it('accepts one of twenty copies of a signed request sent in parallel', async () => {
    const send = await signedLogin(api);
    const answers = await Promise.all(Array.from({ length: 20 }, async () => (await (await send()).json()) as { code: number }));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === ANTI_ABUSE_CODES.antiBot)).toHaveLength(19);
  });
});
