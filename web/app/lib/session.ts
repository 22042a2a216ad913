import { useContext, useSyncExternalStore } from 'react';
import { SESSION_KEYS } from '@marketlens/core/http';
import { parseUserCookie } from '@marketlens/core/session';
import { readCookie, writeCookie } from './cookies';
import { MemberViewContext } from './member-render';

const SESSION_EVENT = 'marketlens:session';

/** The logged-in marker the header reads (spec: the isLogin flag holds a JSON boolean). */
export function readIsLogin(): boolean {
  try {
    return JSON.parse(window.localStorage.getItem(SESSION_KEYS.isLoginStorage) ?? 'false') === true;
  } catch {
    return false;
  }
}

/**
 * On page start, makes the isLogin marker follow the USER_STORE cookie. The browser extension logs
 * in and out by writing the site's cookies and cannot reach its local storage, so the cookie is
 * what counts: a valid one marks the visitor logged in, a missing or broken one ends the session.
 */
export function syncLoginMarker(): void {
  const raw = readCookie(SESSION_KEYS.userCookie);
  if (parseUserCookie(raw)) {
    if (!readIsLogin()) window.localStorage.setItem(SESSION_KEYS.isLoginStorage, JSON.stringify(true));
    return;
  }
  window.localStorage.removeItem(SESSION_KEYS.isLoginStorage);
  if (raw !== undefined) writeCookie(SESSION_KEYS.userCookie, '', 0);
  if (readCookie(SESSION_KEYS.controlTCookie) !== undefined) writeCookie(SESSION_KEYS.controlTCookie, '', 0);
}

/** Tells every component reading the marker that it changed in this tab. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(SESSION_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(SESSION_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SESSION_EVENT, onChange);
  };
}

/**
 * Whether the visitor is logged in. While rendering on the server and hydrating it is false, so
 * pages hydrate as a guest, except inside a member's workbench view the server rendered with the
 * member's data (MemberViewContext).
 */
export function useIsLoggedIn(): boolean {
  const memberView = useContext(MemberViewContext);
  return useSyncExternalStore(subscribe, readIsLogin, () => memberView);
}
