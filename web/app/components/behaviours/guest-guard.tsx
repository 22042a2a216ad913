import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { isMobileSitePath, isOpenToGuests } from '../../lib/guest-guard';
import { showMessage } from '../../lib/notifier';
import { readIsLogin } from '../../lib/session';

/** The not-found page answers any path: it is no members' page. */
const NOT_FOUND_ROUTE = 'routes/not-found';

/**
 * The one guard between guests and the members' pages. A guest's click on any link of the site to a
 * members' page (header, footer, teasers, links inside articles, the mobile tabs) stays where it is
 * and shows the guest warning; a guest who arrives on a members' page another way (a typed address,
 * a link from the extension) gets the same warning there. The mobile site uses its own wording.
 */
export function GuestGuard() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const notFound = matches.some((m) => m.id === NOT_FOUND_ROUTE);

  useEffect(() => {
    const warn = () => showMessage('warning', t(isMobileSitePath(window.location.pathname) ? 'guestGuardMobile' : 'guestGuard'));
    const onClick = (e: MouseEvent) => {
      if (e.button !== 0 || readIsLogin()) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || isOpenToGuests(url.pathname)) return;
      // React Router's links and plain anchors both leave a prevented click alone; the link's own
      // handlers (analytics) still run.
      e.preventDefault();
      warn();
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [t]);

  useEffect(() => {
    if (notFound || readIsLogin() || isOpenToGuests(pathname)) return;
    showMessage('warning', t(isMobileSitePath(pathname) ? 'guestGuardMobile' : 'guestGuard'));
  }, [pathname, notFound, t]);

  return null;
}
