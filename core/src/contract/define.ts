import type { z } from 'zod';
import type { ApiBases } from '../config/index';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the contract: which service base, method and path, and the shapes on the wire. */
export interface CallDef<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly service: keyof ApiBases;
  readonly method: HttpMethod;
  readonly path: string;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** Sends Authorization and Control-T (the five token paths). */
  readonly token?: boolean;
}

/** Declares a call; keeps the literal types so that clients and server infer from one place. */
export function defineCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: CallDef<Q, B, R>,
): CallDef<Q, B, R> {
  return Object.freeze(def);
}
