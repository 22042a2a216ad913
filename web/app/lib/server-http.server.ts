import type { AppLoadContext } from 'react-router';
import { createHttpClient, type HttpClient } from '@marketlens/core/http';
import { createWebPlatform } from './platform';

/** The origin the server-side client addresses: a name that resolves nowhere, answered in-process. */
const IN_PROCESS_ORIGIN = 'http://api.in-process.invalid';

/**
 * Core's request client for a server-side loader: its requests go to the API of this same server
 * in-process (the load context's apiFetch), never over the network to a host named by the request.
 */
export function serverHttpClient(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>): HttpClient {
  // No anti-bot code: the calls a page loads are not risk-controlled, and RSA costs time per render.
  const http = createHttpClient({ config: { ...context.runtimeConfig, apiOrigin: IN_PROCESS_ORIGIN, rsaPublicKey: '' }, platform: createWebPlatform() });
  http.axios.defaults.adapter = 'fetch';
  http.axios.defaults.env = {
    fetch: (input: URL | Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin !== IN_PROCESS_ORIGIN) return Promise.reject(new Error(`server-side request outside the API: ${request.url}`));
      return context.apiFetch(request);
    },
  };
  return http;
}
