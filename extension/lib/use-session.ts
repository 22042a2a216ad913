import { useEffect, useState } from 'react';
import type { CookieJar } from './cookie-jar';
import { readSession, watchSession, type SiteSession } from './site-session';

/** The shared session, following logins and logouts made on the site while the popup is open. */
export function useSession(jar: CookieJar): { session: SiteSession | null | undefined; setSession: (s: SiteSession | null) => void } {
  const [session, setSession] = useState<SiteSession | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void readSession(jar).then((s) => live && setSession(s));
    const stop = watchSession(jar, (s) => live && setSession(s));
    return () => {
      live = false;
      stop();
    };
  }, [jar]);
  return { session, setSession };
}
