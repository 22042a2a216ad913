import { identityApi } from '../api/identity';
import { CHANNELS } from '../constants/limits';
import { msg } from '../i18n/messages';
import { loadAccountData, saveLogin } from './account-data';
import { attempt } from './attempt';
import type { AuthDeps } from './deps';
import type { Account } from './flow-state';
import { LOGIN_MODES } from './modes';

function fail(deps: AuthDeps, key: 'auth.loginFailed' | 'auth.infoFailed' | 'auth.selectExpired'): false {
  deps.state.setState({ loading: false, error: msg(key) });
  return false;
}

/**
 * Spends a login credential on one account: create and save its access token, fetch the WeChat-side
 * user info, reload the account data, close with 'welcome back'.
 */
export async function completeLogin(deps: AuthDeps, account: string, credential: string): Promise<boolean> {
  const { http, state } = deps;
  const token = await attempt(identityApi.createAccessToken(http, { body: { account, loginCredential: credential, checkChannelId: CHANNELS.tokenChannelId } }));
  if (!token.ok || !token.body.accessToken || !token.body.user) return fail(deps, 'auth.loginFailed');
  await saveLogin(http, deps.user, token.body.accessToken, token.body.user, token.body.controlT);
  const info = await attempt(identityApi.channelUserInfo(http));
  if (!info.ok) {
    http.platform.notify.error(msg('auth.infoFailed'));
    return fail(deps, 'auth.infoFailed');
  }
  if (info.body.data) deps.user.getState().setChannelUserInfo(info.body.data);
  await loadAccountData(http, deps.user);
  state.setState({ loading: false, error: null, risk: null, done: true, mode: LOGIN_MODES.authSuccess });
  http.platform.notify.success(msg('auth.welcomeBack'));
  return true;
}

/**
 * Account select (mode accout_select): continues the login as the main account or one of its
 * sub-accounts. The credential is single-use, so after a failed attempt the user logs in again.
 */
export async function selectAccount(deps: AuthDeps, account: string | Pick<Account, 'account'>): Promise<boolean> {
  const { accounts, loginCredential } = deps.state.getState();
  const name = typeof account === 'string' ? account : account.account;
  if (!loginCredential || !accounts.some((a) => a.account === name)) return fail(deps, 'auth.selectExpired');
  deps.state.setState({ loading: true, error: null });
  const ok = await completeLogin(deps, name, loginCredential);
  if (ok) deps.state.setState({ loginCredential: null });
  else {
    const { loginType } = deps.state.getState();
    deps.state.setState({ loginCredential: null, mode: loginType === 'sms' ? LOGIN_MODES.smsLogin : LOGIN_MODES.accountLogin });
  }
  return ok;
}
