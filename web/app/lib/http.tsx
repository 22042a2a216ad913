import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RuntimeConfig } from '@marketlens/core/config';
import { resolvePlatform, SESSION_KEYS, type HttpClient } from '@marketlens/core/http';
import { createStores, type Stores } from '@marketlens/core/stores';
import { createWebPlatform } from './platform';

interface Core {
  http: HttpClient;
  stores: Stores;
}

const CoreContext = createContext<Core | null>(null);

/**
 * Core's request client, built on the first call. The pages are rendered on the server, so nothing
 * calls before hydration, and the client's code (axios, the contract's schemas) stays out of the
 * first load. The platform is shared, so storage, fingerprint and captcha are the same either way.
 */
function lazyHttpClient(config: RuntimeConfig): HttpClient {
  const input = createWebPlatform();
  const platform = resolvePlatform(input);
  let real: HttpClient | undefined;
  let loading: Promise<HttpClient> | undefined;
  const load = () =>
    (loading ??= import('./http-client').then(({ createHttpClient }) => {
      // One anonymous id for both: the client's own would be a second memo over the same storage.
      real = createHttpClient({ config, platform: { ...input, anonymousId: platform.anonymousId } });
      return real;
    }));
  return {
    config,
    platform,
    get axios() {
      // Nothing on the website reaches for axios itself; a caller that does must make a call first.
      if (!real) throw new Error('the request client is built on the first call');
      return real.axios;
    },
    call: async (def, input, options) => (await load()).call(def, input, options),
  };
}

/**
 * Makes core's request client (built from the server's runtime configuration) and core's stores
 * available to pages; in the browser the session of the cookies is restored into the user store.
 */
export function HttpProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [core] = useState<Core>(() => {
    const http = lazyHttpClient(config);
    return { http, stores: createStores(http.platform.storage, http.platform.clock) };
  });
  useEffect(() => {
    // Guests have no session cookie, so the session code loads only for members.
    void core.http.platform.getCookie(SESSION_KEYS.userCookie).then(async (raw) => {
      if (!raw) return;
      const { restoreSession } = await import('./restore-session');
      await restoreSession(core.http, core.stores.user);
    });
  }, [core]);
  return <CoreContext.Provider value={core}>{children}</CoreContext.Provider>;
}

function useCore(): Core {
  const core = useContext(CoreContext);
  if (!core) throw new Error('core used outside HttpProvider');
  return core;
}

export function useHttp(): HttpClient {
  return useCore().http;
}

/** Core's stores of this page (user, app, search history, promote, permission, language). */
export function useStores(): Stores {
  return useCore().stores;
}
