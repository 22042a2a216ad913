import { useLocation } from 'react-router';
import { stripLangPrefix } from '@marketlens/core/i18n';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/** Sends a guest to the login page, which brings them back here (the draft waits in storage). */
export function useLoginFirst() {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const localize = useLocalize();
  const back = stripLangPrefix(location.pathname) + location.search;
  return {
    loggedIn,
    // A full page load, as every way into the login page is: it has its own frame and scripts.
    toLogin: () => window.location.assign(localize(`/login?redirect=${encodeURIComponent(back)}`)),
  };
}
