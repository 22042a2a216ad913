import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createAuth, REGISTER_SUCCESS_PATH, type Auth, type LoginMode } from '@marketlens/core/auth';
import { webAnalytics } from '../../lib/analytics';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';

/** Core's auth flows for one login or registration card, over this page's client and stores. */
export function useAuth(mode?: LoginMode): Auth {
  const http = useHttp();
  const { user, promote } = useStores();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [auth] = useState(() =>
    createAuth({
      http,
      user,
      promote,
      analytics: webAnalytics,
      // The desktop site has its own success page in place of the mobile promotion's.
      navigate: (path) => void navigate(localize(path === REGISTER_SUCCESS_PATH ? '/success?from=register' : path)),
      ...(mode ? { mode } : {}),
    }),
  );
  return auth;
}
