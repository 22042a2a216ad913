import type { ServerConfig } from '../../config';
import { storeError } from './quote';

/** WeChat's OAuth API (the official account's web authorisation); tests point it elsewhere. */
export const WECHAT_OAUTH_API = 'https://api.weixin.qq.com/sns/oauth2/access_token';

/**
 * The appid of the silent OAuth step (snsapi_base) that JSAPI pay inside WeChat needs, when this
 * server can exchange its code: WeChat Pay is on and its appid is the official account whose secret
 * the server holds (WECHAT_APP_ID / WECHAT_APP_SECRET). Otherwise JSAPI is not offered.
 */
export function jsapiAppId(config: Pick<ServerConfig, 'wechat'>, wechatPayAppId: string | undefined): string | undefined {
  return wechatPayAppId && config.wechat?.appId === wechatPayAppId ? wechatPayAppId : undefined;
}

/** Exchanges the OAuth code of the redirect for the buyer's openid; a refused or missing exchange is `methodUnavailable`. */
export async function openIdFromCode(config: Pick<ServerConfig, 'wechat'>, wechatPayAppId: string | undefined, code: string | undefined, api = WECHAT_OAUTH_API): Promise<string> {
  const appId = jsapiAppId(config, wechatPayAppId);
  if (!appId || !config.wechat || !code || !/^[\w-]{1,128}$/.test(code)) throw storeError('methodUnavailable');
  const url = `${api}?${new URLSearchParams({ appid: appId, secret: config.wechat.appSecret, code, grant_type: 'authorization_code' })}`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { openid?: unknown; errcode?: unknown };
    if (typeof body.openid === 'string' && body.openid) return body.openid;
  } catch {
    // Unreachable or not JSON: the same answer as a refused code.
  }
  throw storeError('methodUnavailable');
}
