import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { RuntimeConfig } from '@marketlens/core/config';
import { createHttpClient, type HttpClient } from '@marketlens/core/http';
import { webPlatform } from './platform';

const HttpContext = createContext<HttpClient | null>(null);

/** Makes core's request client, built from the server's runtime configuration, available to pages. */
export function HttpProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const client = useMemo(() => createHttpClient({ config, platform: webPlatform }), [config]);
  return <HttpContext.Provider value={client}>{children}</HttpContext.Provider>;
}

export function useHttp(): HttpClient {
  const client = useContext(HttpContext);
  if (!client) throw new Error('useHttp outside HttpProvider');
  return client;
}
