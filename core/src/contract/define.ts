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

/** The largest magnitude a number in a request may have: every id and count is a 32-bit integer in the database. */
export const INPUT_NUMBER_LIMIT = 2_147_483_647;

type RefinementContext = Parameters<Parameters<z.ZodType['superRefine']>[0]>[1];

/** Walks a parsed input: text holding NUL and numbers past a 32-bit integer are refused wherever they sit. */
function refuseOutOfRange(value: unknown, ctx: RefinementContext, path: (string | number)[] = []): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: 'text must not contain NUL', params: { reason: 'nul' } });
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > INPUT_NUMBER_LIMIT) ctx.addIssue({ code: 'custom', path, message: 'number out of range', params: { reason: 'range' } });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => refuseOutOfRange(item, ctx, [...path, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) refuseOutOfRange(item, ctx, [...path, key]);
  }
}

/** The same schema, refusing NUL in any text and any number beyond a 32-bit integer (they could only fail deeper down). */
export function boundedInput<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => refuseOutOfRange(value, ctx)) as S;
}

/**
 * Declares a call; keeps the literal types so that clients and server infer from one place.
 * Its query and body refuse NUL and out-of-range numbers in every parameter, present and future.
 */
export function defineCall<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: CallDef<Q, B, R>,
): CallDef<Q, B, R> {
  return Object.freeze({
    ...def,
    ...(def.query ? { query: boundedInput(def.query) } : {}),
    ...(def.body ? { body: boundedInput(def.body) } : {}),
  });
}
