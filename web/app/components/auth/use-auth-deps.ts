import { useMemo } from 'react';
import type { Auth, AuthDeps } from '@marketlens/core/auth';
import { webAnalytics } from '../../lib/analytics';
import { useHttp, useStores } from '../../lib/http';

/**
 * The dependencies of core's flow steps for one card, over the card's own state store, so that the
 * WeChat login can hand its answer to core's continueLogin like the password and SMS logins do.
 */
export function useAuthDeps(auth: Auth): AuthDeps {
  const http = useHttp();
  const { user, promote } = useStores();
  return useMemo(() => ({ http, user, promote, state: auth.state, analytics: webAnalytics, navigate: () => {} }), [http, user, promote, auth]);
}
