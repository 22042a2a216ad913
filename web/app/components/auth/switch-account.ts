import { attempt, loadAccountData, saveLogin } from '@marketlens/core/auth';
import { identityApi } from '@marketlens/core/api';
import { CHANNELS } from '@marketlens/core/constants';
import type { HttpClient } from '@marketlens/core/http';
import type { UserStore } from '@marketlens/core/stores';

const quiet = { verifyCode: false };
/** Names this site to the passport call; the server only checks that the callback is the site's own. */
const CLIENT_ID = 'web-account-select';

/**
 * Continues a finished login as one of its sub-accounts. Core's login already spent the single-use
 * credential on the main account, so a fresh one comes through the passport (auth code login), is
 * exchanged for the chosen account's token, and the main account's token is revoked.
 */
export async function switchToAccount(http: HttpClient, user: UserStore, account: string): Promise<boolean> {
  const callbackUrl = new URL('/login', http.config.siteOrigin).href;
  const passport = await attempt(identityApi.authPassport(http, { query: { callbackUrl, clientId: CLIENT_ID } }, quiet));
  if (!passport.ok || !passport.body.authCode) return false;
  const login = await attempt(
    identityApi.loginV2(http, { body: { appName: CHANNELS.appName, action: 'auth2CodeLogin', data: { messageCode: passport.body.authCode, tenantId: CHANNELS.tenantId } } }, quiet),
  );
  if (!login.ok || !login.body.loginCredential) return false;
  const token = await attempt(identityApi.createAccessToken(http, { body: { account, loginCredential: login.body.loginCredential, checkChannelId: CHANNELS.tokenChannelId } }, quiet));
  if (!token.ok || !token.body.accessToken || !token.body.user) return false;
  await attempt(identityApi.logout(http, undefined, quiet));
  await saveLogin(http, user, token.body.accessToken, token.body.user);
  const info = await attempt(identityApi.channelUserInfo(http, undefined, quiet));
  if (info.ok && info.body.data) user.getState().setChannelUserInfo(info.body.data);
  await loadAccountData(http, user);
  return true;
}
