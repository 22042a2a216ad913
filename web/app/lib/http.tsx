import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { RuntimeConfig } from '@marketlens/core/config';
import { lazyCallClient, SESSION_KEYS, type CallClient } from '@marketlens/core/http';
import { createStores, type Stores } from '@marketlens/core/stores';
import { ServerMemberContext } from './member-render';
import { createPendingCalls, usePendingCount, type PendingCalls } from './pending-calls';
import { createWebPlatform } from './platform';

interface Core {
  http: CallClient;
  stores: Stores;
  pending: PendingCalls;
}

const CoreContext = createContext<Core | null>(null);

/**
 * Makes core's request client (built from the server's runtime configuration) and core's stores
 * available to pages; in the browser the session of the cookies is restored into the user store.
 * The client's pipeline (axios, the contract's schemas) loads with the first call: pages are
 * rendered on the server, so nothing calls before hydration and it stays out of the first load.
 */
export function HttpProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  // On the server, a member's page calls the API in-process with the member's session (member-render.server.ts).
  const server = useContext(ServerMemberContext);
  const [core] = useState<Core>(() => {
    const pending = createPendingCalls();
    const lazy = server?.http ?? lazyCallClient({ config, platform: createWebPlatform(), load: () => import('./http-client').then((m) => m.createHttpClient) });
    const http = pending.track(lazy);
    return { http, stores: createStores(http.platform.storage, http.platform.clock), pending };
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

export function useHttp(): CallClient {
  return useCore().http;
}

/** Core's stores of this page (user, app, search history, promote, permission, language). */
export function useStores(): Stores {
  return useCore().stores;
}

/** How many calls of the page's request client are under way. */
export function usePendingCalls(): number {
  return usePendingCount(useCore().pending);
}
