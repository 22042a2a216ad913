import { identityApi } from '../api/identity';
import { distributionApi } from '../api/distribution';
import { CODES } from '../codes/index';
import type { identity } from '../contract/index';
import type { z } from 'zod';
import { clearSession, readStoredUser, writeSession } from '../session/index';
import type { UserStore } from '../stores/user-store';
import type { CallClient } from '../http/call-client';
import { attempt } from './attempt';

type User = z.infer<typeof identity.userSchema>;

/** Keeps a new access token: the session cookies and isLogin marker, and the user store. */
export async function saveLogin(http: CallClient, user: UserStore, accessToken: string, record: User, controlT?: string): Promise<void> {
  const stored = { ...record, userToken: accessToken };
  await writeSession(http.platform, stored, controlT);
  user.getState().setInfo({ user: stored, accessToken });
  user.getState().setFlags({ passwordStatus: record.passwordStatus });
}

/** Puts the session of the cookies back into the user store (page start, extension popup). */
export async function restoreSession(http: CallClient, user: UserStore): Promise<boolean> {
  const stored = await readStoredUser(http.platform);
  if (!stored) return false;
  user.getState().setInfo({ user: stored, accessToken: stored.userToken });
  return true;
}

/** The user's promote type: payload.channelType; 30005 sets 0 silently, other failures say why. */
export async function loadPromoteType(http: CallClient, user: UserStore): Promise<void> {
  const res = await attempt(distributionApi.loginUserChannel(http, undefined, { verifyCode: false }));
  if (res.ok) return user.getState().setPromoteType(res.body.payload?.channelType ?? 0);
  user.getState().setPromoteType(0);
  if (res.code === CODES.promoteTypeUnset) return;
  http.platform.notify.warning({ key: res.code === CODES.promoteChannelUnbound ? 'auth.noBoundChannel' : 'auth.noPrivateChannel' });
}

/**
 * What the pages reload after a login: customer-service contact, open-window switches, promote
 * type, bound categories, product and policy. Each part fails on its own. Nothing is claimed here:
 * the server gives the trial when it creates the account.
 */
export async function loadAccountData(http: CallClient, user: UserStore): Promise<void> {
  const s = () => user.getState();
  await Promise.all([
    attempt(identityApi.queryCustomerServiceInfo(http)).then((r) => r.ok && s().setServiceContact(r.body)),
    attempt(identityApi.isOpenWindowV2(http)).then((r) => r.ok && s().setOpenWindows(r.body.data ?? [])),
    loadPromoteType(http, user),
    attempt(identityApi.userCategoryList(http)).then((r) => r.ok && s().setCategories(r.body.data?.categorys ?? [])),
    attempt(identityApi.getUserProductAndPolicy(http)).then((r) => r.ok && r.body.data && s().setProduct(r.body.data, r.body.data.categoryBuyStatus)),
  ]);
}

/** Logout: the server revokes the token, the session cookies and marker go, the user store is cleared. */
export async function logout(http: CallClient, user: UserStore): Promise<void> {
  await attempt(identityApi.logout(http, undefined, { verifyCode: false }));
  await clearSession(http.platform);
  user.getState().clear();
}
