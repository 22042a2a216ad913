import axios, { type AxiosInstance } from 'axios';
import type { z } from 'zod';
import type { RuntimeConfig } from '../config/index';
import type { CallDef } from '../contract/define';
import type { Platform } from './platform';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface HttpClient {
  readonly axios: AxiosInstance;
  /** Performs one call of the contract and returns its validated response body. */
  call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    def: CallDef<Q, B, R>,
    input?: { query?: z.input<Q>; body?: z.input<B> },
  ): Promise<z.infer<R>>;
}

export interface HttpClientOptions {
  config: RuntimeConfig;
  platform: Platform;
}

/** Builds the URL of a call from the configured base of its service. */
export function callUrl(config: RuntimeConfig, def: Pick<CallDef, 'service' | 'path'>): string {
  const base = config.apiBases[def.service].replace('{product}', config.product);
  return `${config.apiOrigin}${base}${def.path}`;
}

/** Creates the request client shared by the website and the extension. */
export function createHttpClient({ config }: HttpClientOptions): HttpClient {
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS, withCredentials: true });
  instance.interceptors.request.use((req) => {
    req.headers.set('timestamp', String(Date.now()));
    return req;
  });
  return {
    axios: instance,
    async call(def, input) {
      const res = await instance.request({
        method: def.method,
        url: callUrl(config, def),
        params: input?.query,
        data: input?.body,
      });
      return def.response.parse(res.data);
    },
  };
}
