import type { RuntimeConfig } from '../config/index';
import type { CallClient } from './call-client';
import type { HttpClient, HttpClientOptions } from './client';
import type { Platform } from './platform';
import { resolvePlatform } from './resolve-platform';

export interface LazyCallClientOptions {
  readonly config: RuntimeConfig;
  readonly platform: Platform;
  /** Loads the real client's factory, e.g. `() => import('./http-client').then((m) => m.createHttpClient)`. */
  readonly load: () => Promise<(options: HttpClientOptions) => HttpClient>;
}

/**
 * A request client whose pipeline (axios, the contract's schemas) loads on the first call, so that a
 * page that renders without calling keeps it out of its first load. Configuration and platform are
 * there at once; the real client shares the platform's anonymous id.
 */
export function lazyCallClient({ config, platform: input, load }: LazyCallClientOptions): CallClient {
  const platform = resolvePlatform(input);
  let real: Promise<HttpClient> | undefined;
  const client = () => (real ??= load().then((create) => create({ config, platform: { ...input, anonymousId: platform.anonymousId } })));
  return {
    config,
    platform,
    call: async (def, callInput, options) => (await client()).call(def, callInput, options),
  };
}
