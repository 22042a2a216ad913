import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { restoreSession } from '@marketlens/core/auth';
import type { RuntimeConfig } from '@marketlens/core/config';
import { createHttpClient, type HttpClient } from '@marketlens/core/http';
import { createStores, type Stores } from '@marketlens/core/stores';
import { createWebPlatform } from './platform';

interface Core {
  http: HttpClient;
  stores: Stores;
}

const CoreContext = createContext<Core | null>(null);

/**
 * Makes core's request client (built from the server's runtime configuration) and core's stores
 * available to pages; in the browser the session of the cookies is restored into the user store.
 */
export function HttpProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const [core] = useState<Core>(() => {
    const http = createHttpClient({ config, platform: createWebPlatform() });
    return { http, stores: createStores(http.platform.storage, http.platform.clock) };
  });
  useEffect(() => {
    void restoreSession(core.http, core.stores.user);
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
