import { useEffect, useState } from 'react';
import { createAuth, type Auth } from '@marketlens/core/auth';
import type { CookieJar } from './cookie-jar';
import { readSession, type SiteSession } from './site-session';
import type { PageCore } from './use-core';

/**
 * core's login flows (the website's own: password or SMS, slider captcha, risk codes, 10099) over the
 * popup's client; core writes the session into the site's cookies, so a login here logs the site in.
 */
export function usePopupAuth(core: PageCore, jar: CookieJar, onLoggedIn: (session: SiteSession) => void): Auth {
  const [auth] = useState(() => createAuth({ http: core.http, user: core.stores.user, promote: core.stores.promote }));
  useEffect(
    () =>
      auth.state.subscribe((state, previous) => {
        if (!state.done || previous.done) return;
        void readSession(jar).then((session) => session && onLoggedIn(session));
      }),
    [auth, jar, onLoggedIn],
  );
  return auth;
}
