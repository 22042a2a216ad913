import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createAuth, REGISTER_SUCCESS_PATH, type Auth, type LoginMode } from '@marketlens/core/auth';
import { webAnalytics } from '../../lib/analytics';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';

/**
 * Core's auth flows for one login or registration card, over this page's client and stores. The
 * mobile site keeps core's registration success page; the desktop site has its own.
 */
export function useAuth(mode?: LoginMode, site: 'desktop' | 'mobile' = 'desktop'): Auth {
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
      navigate: (path) => void navigate(localize(path === REGISTER_SUCCESS_PATH && site === 'desktop' ? '/success?from=register' : path)),
      ...(mode ? { mode } : {}),
    }),
  );
  return auth;
}
