import type { z } from 'zod';
import type { RuntimeConfig } from '../config/index';
import type { CallDef } from '../contract/define';
import type { ResolvedPlatform } from './resolve-platform';

/** The two per-request flags of the pipeline. */
export interface CallOptions {
  /** Show a body code's message as a warning (default true); false also sends `x-custom-verifyCode: false`. */
  readonly verifyCode?: boolean;
  /** Attach Authorization and Control-T; only ever on the five token paths (default true there). */
  readonly auth?: boolean;
  readonly signal?: AbortSignal;
}

export interface CallInput<Q extends z.ZodType, B extends z.ZodType> {
  query?: z.input<Q>;
  body?: z.input<B> | FormData;
}

/**
 * What the calls, query options and auth flows need of a request client: configuration, platform
 * and `call`. A stand-in that builds the real client on its first call (see lazyCallClient)
 * satisfies it without reaching for axios.
 */
export interface CallClient {
  readonly config: RuntimeConfig;
  /** The platform with every member filled (see resolvePlatform). */
  readonly platform: ResolvedPlatform;
  /** Performs one call of the contract and returns its validated response body. */
  call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(def: CallDef<Q, B, R>, input?: CallInput<Q, B>, options?: CallOptions): Promise<z.infer<R>>;
}
