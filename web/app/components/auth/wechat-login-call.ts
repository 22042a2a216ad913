import { attempt, continueLogin, type AuthDeps } from '@marketlens/core/auth';
import { identityApi } from '@marketlens/core/api';
import { CHANNELS } from '@marketlens/core/constants';

/** Logs in with a scanned and confirmed scene (wechatVerifyLogin), then core continues as for any login. */
export async function loginWithScene(deps: AuthDeps, sceneId: string): Promise<boolean> {
  deps.state.setState({ loading: true, error: null, done: false });
  const promote = deps.promote.getState();
  const outcome = await attempt(
    identityApi.loginV2(deps.http, {
      body: {
        appName: CHANNELS.appName,
        action: 'wechatVerifyLogin',
        data: { messageCode: sceneId, tenantId: CHANNELS.tenantId },
        firstId: await deps.http.platform.anonymousId(),
        ...(promote.invite_code ? { invite: promote.invite_code } : {}),
        ...(promote.utm ? { invite_channel: promote.utm } : {}),
      },
    }),
  );
  return continueLogin(deps, outcome);
}
