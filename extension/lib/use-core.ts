import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HttpClient } from '@marketlens/core/http';
import { createStores, type Stores } from '@marketlens/core/stores';
import { createExtensionHttp } from './api';
import { useExtensionEnv } from './extension-context';
import { pageSecurity } from './page-security';
import { loadRuntimeConfig } from './runtime-config';

/** core's request client and stores of one extension page. */
export interface PageCore {
  http: HttpClient;
  stores: Stores;
}

/**
 * core's client and stores, once the server's runtime configuration (with the anti-bot key) is in.
 * The page renders before that; only the parts that call the server wait for it.
 */
export function useCore(): UseQueryResult<PageCore> {
  const { connection, jar, notices, captcha } = useExtensionEnv();
  return useQuery({
    queryKey: ['core', connection.siteOrigin, connection.apiOrigin],
    queryFn: async () => {
      const http = createExtensionHttp(await loadRuntimeConfig(connection), jar, { notify: notices.notifier, captcha: captcha.widget, ...pageSecurity() });
      return { http, stores: createStores(http.platform.storage, http.platform.clock) };
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
