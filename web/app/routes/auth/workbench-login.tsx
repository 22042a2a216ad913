import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useSearchParams } from 'react-router';
import { LANGS, langFromPath, pathForLang, type Lang } from '@marketlens/core/i18n';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { SESSION_KEYS } from '@marketlens/core/http';
import { parseUserCookie } from '@marketlens/core/session';
import { captureInvite } from '@marketlens/core/auth';
import { AuthPage } from '../../features/auth/auth-page';
import { LoginCard } from '../../features/auth/login-card';
import { useStores } from '../../lib/http';
import { inlineCss } from '../../lib/inline-css';
import authCss from '../../styles/auth.css?url';
import type { Route } from './+types/workbench-login';

/** The USER_STORE cookie of a request, as the browser sent it. */
function userCookieOf(request: Request): string | undefined {
  const prefix = `${SESSION_KEYS.userCookie}=`;
  return request.headers.get('cookie')?.split(/;\s*/).find((c) => c.startsWith(prefix))?.slice(prefix.length);
}

/** `language=en|ru|zh` opens the page in that language; a signed-in member goes on to the dashboard instead of seeing the form. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (parseUserCookie(userCookieOf(request))) throw redirect(pathForLang('/workbench/dashboard', langFromPath(url.pathname)));
  const wanted = url.searchParams.get('language');
  if (!wanted || !(LANGS as readonly string[]).includes(wanted) || wanted === langFromPath(url.pathname)) return null;
  url.searchParams.delete('language');
  throw redirect(pathForLang(url.pathname, wanted as Lang) + url.search);
}

/** The card's stylesheet is small and needed for the first paint: it comes inline in the HTML. */
export const handle = inlineCss({ auth: authCss });

/**
 * The workbench's way in: `type=login|register` picks the card, `redirect=ozon` returns to the
 * workbench, `urlCode` is the registration channel's code (kept like an invite campaign).
 */
export default function WorkbenchLoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { promote } = useStores();
  const register = params.get('type') === 'register';
  const urlCode = params.get('urlCode');
  useEffect(() => {
    if (urlCode) captureInvite(new URLSearchParams({ utm: urlCode }), promote);
  }, [urlCode, promote]);
  return (
    <AuthPage title={register ? t('page.registerTitle') : t('page.loginTitle')}>
      <LoginCard initialMode={register ? LOGIN_MODES.accountRegister : LOGIN_MODES.accountLogin} afterLogin="/workbench/dashboard" />
    </AuthPage>
  );
}
