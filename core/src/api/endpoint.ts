import type { z } from 'zod';
import type { CallDef } from '../contract/define';
import type { CallClient, CallInput, CallOptions } from '../http/call-client';

// Contract shapes are opaque here: each call keeps its own Q/B/R through inference.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest CallDef, to match any call of a module
type AnyCall = CallDef<any, any, any>;

/** A typed client function of one call. */
export type Fetcher<D> =
  D extends CallDef<infer Q, infer B, infer R> ? (http: CallClient, input?: CallInput<Q, B>, options?: CallOptions) => Promise<z.infer<R>> : never;

/** The calls of a contract module as client functions, by the name they are declared with. */
export type Fetchers<M> = { readonly [K in keyof M as M[K] extends AnyCall ? K : never]: Fetcher<M[K]> };

/** True for an object declared with defineCall. */
export function isCallDef(value: unknown): value is AnyCall {
  return !!value && typeof value === 'object' && 'service' in value && 'method' in value && 'path' in value && 'response' in value;
}

/** The client function of one call. */
export function fetcherOf<D extends AnyCall>(def: D, defaults: CallOptions = {}): Fetcher<D> {
  const fetcher = (http: CallClient, input?: CallInput<z.ZodType, z.ZodType>, options?: CallOptions) => http.call(def, input, { ...defaults, ...options });
  return fetcher as Fetcher<D>;
}

/** Client functions for every call a contract module declares (new calls appear without edits here). */
export function fetchersOf<M extends object>(module: M, defaults: { readonly [K in keyof M]?: CallOptions } = {}): Fetchers<M> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (isCallDef(value)) out[name] = fetcherOf(value, (defaults as Record<string, CallOptions | undefined>)[name]);
  }
  return Object.freeze(out) as Fetchers<M>;
}
