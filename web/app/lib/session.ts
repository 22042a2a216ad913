import { useSyncExternalStore } from 'react';
import { SESSION_KEYS } from '@marketlens/core/http';

const SESSION_EVENT = 'marketlens:session';

/** The logged-in marker the header reads (spec: the isLogin flag holds a JSON boolean). */
export function readIsLogin(): boolean {
  try {
    return JSON.parse(window.localStorage.getItem(SESSION_KEYS.isLoginStorage) ?? 'false') === true;
  } catch {
    return false;
  }
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

/** Whether the visitor is logged in; false while rendering on the server, so pages hydrate as a guest. */
export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, readIsLogin, () => false);
}
