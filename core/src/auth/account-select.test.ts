import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../http/headers';
import { authFixture, user } from './auth-fixture';
import { LOGIN_MODES } from './modes';

let fixture: Awaited<ReturnType<typeof authFixture>> | undefined;
afterEach(async () => {
  await fixture?.server.close();
  fixture = undefined;
});

const main = { userId: 7, account: '13800138000', nickName: '演示卖家', accountType: 'main' };
const sub = { userId: 8, account: 'demo_ops', nickName: '运营', accountType: 'sub' };
const withSubAccount = {
  '/user/loginQbt3AccountPc': () => [200, { code: 200, mainAccount: main, subAccount: [sub], loginCredential: 'cred-1' }] as [number, unknown],
  '/user/createQbt3AccessTokenV2': () => [200, { code: 200, accessToken: 'tok-8', user: { ...user, userId: 8, account: 'demo_ops', accountType: 'sub', mainUserId: 7, userToken: 'tok-8' } }] as [number, unknown],
};

describe('account select', () => {
  it('stops in accout_select without spending the credential when the login lists sub-accounts', async () => {
    fixture = await authFixture(withSubAccount);
    expect(await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' })).toBe(false);
    expect(fixture.auth.state.getState()).toMatchObject({ mode: LOGIN_MODES.accountSelect, loading: false, error: null, done: false, accounts: [main, sub] });
    expect(fixture.calls('/user/createQbt3AccessTokenV2')).toHaveLength(0);
    expect(fixture.platform.cookies.has(SESSION_KEYS.userCookie)).toBe(false);
  });

  it('signs in as the chosen sub-account, saves its session and reloads the account data', async () => {
    fixture = await authFixture(withSubAccount);
    await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    expect(await fixture.auth.selectAccount(sub)).toBe(true);
    expect(fixture.bodyOf('/user/createQbt3AccessTokenV2')).toEqual({ account: 'demo_ops', loginCredential: 'cred-1', checkChannelId: 2 });
    expect(JSON.parse(decodeURIComponent(fixture.platform.cookies.get(SESSION_KEYS.userCookie) ?? ''))).toMatchObject({ account: 'demo_ops', userToken: 'tok-8' });
    expect(fixture.calls('/user-account/getUserProductAndPolicy')).toHaveLength(1);
    expect(fixture.auth.state.getState()).toMatchObject({ mode: LOGIN_MODES.authSuccess, done: true, loginCredential: null });
    expect(fixture.platform.shown).toEqual([{ kind: 'success', message: { key: 'auth.welcomeBack' } }]);
  });

  it('refuses an account the login did not list, and sends the user back to log in when the token cannot be created', async () => {
    fixture = await authFixture({ ...withSubAccount, '/user/createQbt3AccessTokenV2': () => [200, { code: 10011, message: 'credential invalid' }] });
    expect(await fixture.auth.selectAccount('demo_ops')).toBe(false);
    expect(fixture.auth.state.getState().error).toEqual({ key: 'auth.selectExpired' });
    await fixture.auth.loginWithPassword({ account: '13800138000', password: 'Demo1234' });
    expect(await fixture.auth.selectAccount('someone_else')).toBe(false);
    expect(fixture.calls('/user/createQbt3AccessTokenV2')).toHaveLength(0);
    expect(await fixture.auth.selectAccount('13800138000')).toBe(false);
    expect(fixture.auth.state.getState()).toMatchObject({ mode: LOGIN_MODES.accountLogin, loading: false, loginCredential: null, error: { key: 'auth.loginFailed' } });
  });
});
