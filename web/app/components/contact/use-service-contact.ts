import { useEffect, useState } from 'react';
import { attempt } from '@marketlens/core/auth';
import { identityApi } from '@marketlens/core/api';
import { useStore } from '@marketlens/core/stores';
import { useHttp, useStores } from '../../lib/http';
import { useIsLoggedIn } from '../../lib/session';

export type ContactStatus = 'loading' | 'ready' | 'failed';

export interface ServiceContactView {
  status: ContactStatus;
  /** The four QR codes, empty slots already filled from the first (the user store does that). */
  qrCodes: readonly string[];
  nickName: string;
}

/**
 * The customer-service contact of this visitor, fetched when the popup opens: a member's own
 * follow-up advisor first, else the general (or channel) contact; the user store keeps the result.
 */
export function useServiceContact(): ServiceContactView {
  const http = useHttp();
  const { user } = useStores();
  const loggedIn = useIsLoggedIn();
  const [status, setStatus] = useState<ContactStatus>('loading');
  useEffect(() => {
    let live = true;
    const load = async () => {
      // Failures here are shown inside the popup, not as the pipeline's global messages.
      const quiet = { verifyCode: false };
      const follow = loggedIn ? await attempt(identityApi.queryFollowServiceInfo(http, undefined, quiet)) : null;
      const res = follow?.ok && follow.body.weChatUrl ? follow : await attempt(identityApi.queryCustomerServiceInfo(http, undefined, quiet));
      if (!live) return;
      if (res.ok && res.body.weChatUrl) user.getState().setServiceContact(res.body);
      setStatus(res.ok && res.body.weChatUrl ? 'ready' : 'failed');
    };
    void load();
    return () => {
      live = false;
    };
  }, [http, user, loggedIn]);
  const qrCodes = useStore(user, (s) => [s.weChatUrl, s.weChatUrl2, s.weChatUrl3, s.weChatUrl4].join('\n'));
  const nickName = useStore(user, (s) => s.serviceNickName);
  return { status, qrCodes: qrCodes.split('\n'), nickName };
}
