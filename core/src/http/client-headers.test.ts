import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRuntimeConfig } from '../config/index';
import { defineCall } from '../contract/define';
import { envelope } from '../contract/envelope';
import { ANTI_BOT_CHUNK_SEPARATOR, ANTI_BOT_FIELD_MAX, ANTI_BOT_MAX_BLOCKS, decryptAntiBot, sha256Hex } from '../security/anti-bot';
import { computeRiskToken } from '../security/risk-token';
import { json, startLoopback } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { createHttpClient } from './client';
import { HEADERS, SESSION_KEYS } from './headers';
import { TOKEN_PATHS } from './token-paths';

const ok = envelope({ data: z.unknown().optional() });
const call = (path: string, method: 'GET' | 'POST' = 'POST') => defineCall({ service: 'identity', method, path, query: z.object({ q: z.string().optional(), n: z.number().optional() }).optional(), response: ok });

let server: Awaited<ReturnType<typeof startLoopback>>;
beforeAll(async () => {
  server = await startLoopback((_req, res) => json(res, 200, { code: 200, message: 'success' }));
});
afterAll(() => server.close());

function client(rsaPublicKey = '') {
  const platform = testPlatform({ fingerprint: 'fp-123', anonymousId: 'anon-9' });
  platform.cookies.set(SESSION_KEYS.userCookie, encodeURIComponent(JSON.stringify({ userToken: 'tok-abc', nickName: '卖家' })));
  platform.cookies.set(SESSION_KEYS.controlTCookie, 'ctl-xyz');
  const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin, rsaPublicKey }), platform });
  return { http, platform };
}

describe('request headers', () => {
  it('sends the timestamp, anonymous id, fingerprint and a risk token over method, full path, query, timestamp and fingerprint', async () => {
    const { http } = client();
    await http.call(call('/user/hasUserByMobile', 'GET'), { query: { q: '13800138000', n: 2 } });
    const seen = server.seen.at(-1);
    expect(seen?.path).toBe('/api/ram/ddqbt/v1/user/hasUserByMobile');
    const timestamp = Number(seen?.headers[HEADERS.timestamp]);
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(5000);
    expect(seen?.headers[HEADERS.anonymousId]).toBe('anon-9');
    expect(seen?.headers[HEADERS.fingerprint]).toBe('fp-123');
    const expected = await computeRiskToken({ method: 'GET', path: seen?.path ?? '', query: seen?.query, timestamp, fingerprint: 'fp-123' });
    expect(seen?.headers[HEADERS.riskToken]).toBe(expected);
  });

  it('sends Authorization and Control-T only on the five token paths', async () => {
    const { http } = client();
    for (const path of TOKEN_PATHS) {
      await http.call(call(path));
      expect(server.seen.at(-1)?.headers['authorization']).toBe('tok-abc');
      expect(server.seen.at(-1)?.headers['control-t']).toBe('ctl-xyz');
    }
    for (const path of ['/user/loginQbt3AccountPc', '/public/message', '/article/list']) {
      await http.call(call(path));
      expect(server.seen.at(-1)?.headers['authorization']).toBeUndefined();
      expect(server.seen.at(-1)?.headers['control-t']).toBeUndefined();
    }
  });

  it('leaves the token headers off a token path when the caller turns authorization off, and when there is no session', async () => {
    const { http, platform } = client();
    await http.call(call('/public/uploadImg'), undefined, { auth: false });
    expect(server.seen.at(-1)?.headers['authorization']).toBeUndefined();
    platform.cookies.clear();
    await http.call(call('/public/uploadImg'));
    expect(server.seen.at(-1)?.headers['authorization']).toBeUndefined();
    expect(server.seen.at(-1)?.headers['x-ml-no-auth']).toBeUndefined();
  });

  it('sends x-custom-verifyCode false when code messages are turned off', async () => {
    const { http } = client();
    await http.call(call('/privateAreaChannel/loginUserChannel', 'GET'), undefined, { verifyCode: false });
    expect(server.seen.at(-1)?.headers['x-custom-verifycode']).toBe('false');
  });

  it('sends an anti-bot code that the private key decrypts to the session, page and automation report', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    const { http, platform } = client(publicKey);
    platform.env = { pageUrl: 'http://localhost/ru/about?x=' + 'é'.repeat(200), userAgent: 'Mozilla/5.0 ' + 'x'.repeat(200), screen: { width: 390, height: 844 }, automation: { webdriver: true, headless: false, phantom: false, nightmare: false, selenium: false, chromeDriver: true, domAutomation: false }, lastClick: { x: 10, y: 20 } };
    await http.call(call('/public/message'));
    await http.call(call('/public/message'));
    const header = String(server.seen.at(-1)?.headers[HEADERS.antiBot]);
    const payload = JSON.parse((await decryptAntiBot(privateKey, header)) ?? 'null') as Record<string, unknown>;
    // Address and user agent are cut to their byte bounds so that the code fits in its few blocks.
    expect(header.split(ANTI_BOT_CHUNK_SEPARATOR).length).toBeLessThanOrEqual(ANTI_BOT_MAX_BLOCKS);
    expect(payload).toMatchObject({ fp: 'fp-123', sw: 390, sh: 844, af: '1000010', cx: 10, cy: 20, bh: await sha256Hex('') });
    expect(platform.env.pageUrl.startsWith(String(payload['url']))).toBe(true);
    expect(new TextEncoder().encode(String(payload['url'])).length).toBeLessThanOrEqual(ANTI_BOT_FIELD_MAX.url);
    expect(String(payload['ua'])).toBe(platform.env.userAgent.slice(0, ANTI_BOT_FIELD_MAX.ua));
    expect(String(payload['sid'])).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(payload['iv']).toBeGreaterThanOrEqual(0);
    expect(payload['ts']).toBe(Number(server.seen.at(-1)?.headers[HEADERS.timestamp]));
  }, 30_000);

  it('signs the hash of the body as sent, and gives parallel requests of one session distinct timestamps', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    // A clock that stands still: the two requests are made in the same millisecond.
    const platform = testPlatform({ fingerprint: 'fp-123', anonymousId: 'anon-9', now: () => 1_750_000_000_000 });
    const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin, rsaPublicKey: publicKey }), platform });
    const post = defineCall({ service: 'identity', method: 'POST', path: '/user/loginQbt3AccountV2', body: z.object({ account: z.string(), note: z.string() }), response: ok });
    const before = server.seen.length;
    await Promise.all([http.call(post, { body: { account: '13800138000', note: '卖家 "x"' } }), http.call(post, { body: { account: '13800138001', note: '' } })]);
    const sent = server.seen.slice(before);
    const payloads = await Promise.all(sent.map(async (r) => JSON.parse((await decryptAntiBot(privateKey, String(r.headers[HEADERS.antiBot]))) ?? 'null') as Record<string, unknown>));
    for (const [i, r] of sent.entries()) {
      expect(r.headers['content-type']).toContain('application/json');
      expect(payloads[i]?.['bh']).toBe(await sha256Hex(r.body));
      expect(payloads[i]?.['ts']).toBe(Number(r.headers[HEADERS.timestamp]));
    }
    expect(new Set(sent.map((r) => r.headers[HEADERS.timestamp])).size).toBe(2);
  }, 30_000);

  it('omits the anti-bot header when no public key is configured', async () => {
    const { http } = client('');
    await http.call(call('/public/message'));
    expect(server.seen.at(-1)?.headers[HEADERS.antiBot]).toBeUndefined();
  });

  it('validates the request against the contract before sending it', async () => {
    const { http } = client();
    const before = server.seen.length;
    await expect(http.call(call('/x', 'GET'), { query: { q: 5 as unknown as string } })).rejects.toThrow();
    expect(server.seen.length).toBe(before);
  });
});
