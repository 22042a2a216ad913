import { parseRuntimeConfig } from '../config/index';
import { createHttpClient } from '../http/client';
import { createPromoteStore } from '../stores/promote-store';
import { createUserStore } from '../stores/user-store';
import { json, startLoopback, type SeenRequest } from '../testing/loopback';
import { testPlatform } from '../testing/test-platform';
import { createAuth } from './create-auth';

type Reply = [status: number, body: unknown];
export type Routes = Record<string, (req: SeenRequest) => Reply>;

export const user = { userId: 7, account: '13800138000', nickName: '演示卖家', mobile: '13800138000', accountType: 'main', mainUserId: null, tenantId: 1, userToken: 'tok-1', passwordStatus: true, wechatBound: false };
const account = { userId: 7, account: '13800138000', nickName: '演示卖家', accountType: 'main' };

/** The identity service as the flows expect it when everything succeeds. */
export function happyRoutes(): Routes {
  return {
    '/user/loginQbt3AccountPc': () => [200, { code: 200, mainAccount: account, subAccount: [], loginCredential: 'cred-1', distinctId: 'd-1' }],
    '/user/loginQbt3AccountV2': () => [200, { code: 200, mainAccount: account, loginCredential: 'cred-2' }],
    '/user/identity/verify': () => [200, { code: 200, mainAccount: account, loginCredential: 'cred-3' }],
    '/user/createQbt3AccessTokenV2': () => [200, { code: 200, accessToken: 'tok-1', user }],
    '/user/channelUserInfo': () => [200, { code: 200, data: { userId: 7, nickName: '演示卖家', comments: 'https://img.example/a.png', mobile: '13800138000', wechatBound: false } }],
    '/customer-service/queryCustomerServiceInfo': () => [200, { code: 200, weChatUrl: 'qr-1', nickName: '客服小林' }],
    '/user-account/giveAway': () => [200, { code: 10016, message: 'already claimed' }],
    '/qbt4-user-window/isOpenWindowV2': () => [200, { code: 200, data: [{ openType: 'listModel', openFlag: true }] }],
    '/privateAreaChannel/loginUserChannel': () => [200, { code: 200, payload: { channelType: 2, channelName: 'partner' } }],
    '/user-account/userCategoryList': () => [200, { code: 200, data: { categorys: [{ typeId: 99997, typeName: '家居生活' }], bindableNum: 1, buyNum: 1, canNextBind: false } }],
    '/user-account/getUserProductAndPolicy': () => [200, { code: 200, data: { planId: 10, tier: 'operation', duration: 'month', maturityTime: '2099-01-01T00:00:00Z', bonus: null, expired: false, categoryBuyStatus: true } }],
    '/public/sendTencentMessage': () => [200, { code: 200, message: 'success' }],
    '/user/hasUserByMobile': () => [200, { code: 200, exist: true }],
    '/user/registerUserV2': () => [200, { code: 200, isUpgrade: false, distinctId: 'd-9', accessToken: 'tok-1', user }],
    '/user/createUserAndBindWxV2': () => [200, { code: 200, isUpgrade: true, distinctId: 'd-9', accessToken: 'tok-1', user }],
    '/public/resetPassword': () => [200, { code: 200 }],
    '/user/addWeiXinBind': () => [200, { code: 200, wechatBound: true }],
    '/user/logout': () => [200, { code: 200 }],
  };
}

/** A loopback identity service and the auth flows of one sheet wired to it. */
export async function authFixture(overrides: Routes = {}) {
  const routes = { ...happyRoutes(), ...overrides };
  const server = await startLoopback((req, res) => {
    const route = Object.entries(routes).find(([path]) => req.path.endsWith(path));
    const [status, body] = route ? route[1](req) : [404, { code: 404, message: 'not found' }];
    json(res, status, body);
  });
  const platform = testPlatform({ anonymousId: 'anon-1' });
  const http = createHttpClient({ config: parseRuntimeConfig({ apiOrigin: server.origin }), platform });
  const stores = { user: createUserStore(), promote: createPromoteStore(platform.storage) };
  const events: unknown[][] = [];
  const visited: string[] = [];
  const auth = createAuth({ http, ...stores, analytics: { track: (...a) => void events.push(['track', ...a]), identify: (id) => void events.push(['identify', id]) }, navigate: (p) => void visited.push(p) });
  const calls = (path: string) => server.seen.filter((r) => r.path.endsWith(path));
  const bodyOf = (path: string) => JSON.parse(calls(path).at(-1)?.body ?? 'null') as Record<string, unknown>;
  return { server, platform, http, auth, events, visited, calls, bodyOf, ...stores };
}
