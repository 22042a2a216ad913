import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { store } from '@marketlens/core/contract';
import { ApiError } from '../../http/errors';
import { serveFake, type FakeHttp } from '../../testing/fake-pay-http';
import { jsapiAppId, openIdFromCode } from './wechat-oauth';

// WeChat's sns/oauth2/access_token answered by a loopback fake as WeChat documents it: the tokens
// and the openid for a good code, `errcode` 40029 for an invalid one (both with HTTP 200).
const APP_ID = 'wx0123456789abcdef';
const SECRET = 'official-account-secret';
const GOOD_CODE = '061aBcDe0gHiJk1LmNo2pQrS3tUv4wXy';
const OPENID = 'oAbCdEfGhIjKlMnOpQrStUvWxYz0';
const config = { wechat: { appId: APP_ID, appSecret: SECRET } };

let fake: FakeHttp;
let api: string;
const asked: URL[] = [];

beforeAll(async () => {
  fake = await serveFake((req) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    asked.push(url);
    const q = url.searchParams;
    if (url.pathname === '/broken') return { status: 502, headers: { 'Content-Type': 'text/html' }, body: '<html>Bad Gateway</html>' };
    if (url.pathname !== '/sns/oauth2/access_token' || q.get('grant_type') !== 'authorization_code') return { status: 200, body: JSON.stringify({ errcode: 40002, errmsg: 'invalid grant_type' }) };
    if (q.get('appid') !== APP_ID || q.get('secret') !== SECRET) return { status: 200, body: JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }) };
    if (q.get('code') !== GOOD_CODE) return { status: 200, body: JSON.stringify({ errcode: 40029, errmsg: 'invalid code, rid: 6566d3c1-1b2c3d4e-5f6a7b8c' }) };
    return {
      status: 200,
      body: JSON.stringify({ access_token: 'ACCESS_TOKEN', expires_in: 7200, refresh_token: 'REFRESH_TOKEN', openid: OPENID, scope: 'snsapi_base', is_snapshotuser: 0 }),
    };
  });
  api = `${fake.url}/sns/oauth2/access_token`;
});

afterAll(async () => {
  await fake.close();
});

/** The store error `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('jsapiAppId', () => {
  it('offers JSAPI only when WeChat Pay uses the official account whose secret the server holds', () => {
    expect(jsapiAppId(config, APP_ID)).toBe(APP_ID);
    expect(jsapiAppId(config, 'wxffffffffffffffff')).toBeUndefined();
    expect(jsapiAppId(config, undefined)).toBeUndefined();
    expect(jsapiAppId({ wechat: undefined }, APP_ID)).toBeUndefined();
  });
});

describe('openIdFromCode', () => {
  it('exchanges a good code for the openid, asking with the appid, the secret and grant_type authorization_code', async () => {
    asked.length = 0;
    await expect(openIdFromCode(config, APP_ID, GOOD_CODE, api)).resolves.toBe(OPENID);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ appid: APP_ID, secret: SECRET, code: GOOD_CODE, grant_type: 'authorization_code' });
  });

  it('answers an invalid code (errcode 40029) with methodUnavailable', async () => {
    const err = await refusal(openIdFromCode(config, APP_ID, 'expired-or-used-code', api));
    expect(err.code).toBe(store.STORE_CODES.methodUnavailable);
    expect(err.messageKey).toBe('store.methodUnavailable');
    expect(err.status).toBe(200);
  });

  it('answers a gateway that is not JSON or not reachable with methodUnavailable', async () => {
    expect((await refusal(openIdFromCode(config, APP_ID, GOOD_CODE, `${fake.url}/broken`))).code).toBe(store.STORE_CODES.methodUnavailable);
    expect((await refusal(openIdFromCode(config, APP_ID, GOOD_CODE, 'http://127.0.0.1:1/sns/oauth2/access_token'))).code).toBe(store.STORE_CODES.methodUnavailable);
  });

  it('asks WeChat nothing without a usable appid or code', async () => {
    asked.length = 0;
    for (const [cfg, payAppId, code] of [
      [config, APP_ID, undefined],
      [config, APP_ID, ''],
      [config, APP_ID, 'bad code&secret=x'],
      [config, APP_ID, 'x'.repeat(129)],
      [config, 'wxffffffffffffffff', GOOD_CODE],
      [{ wechat: undefined }, APP_ID, GOOD_CODE],
    ] as const) {
      expect((await refusal(openIdFromCode(cfg, payAppId, code, api))).code).toBe(store.STORE_CODES.methodUnavailable);
    }
    expect(asked).toHaveLength(0);
  });
});
