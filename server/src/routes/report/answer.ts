import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { allResources } from '@marketlens/locales/all';
import type { Resources } from '@marketlens/locales';
import type { z } from 'zod';
import type { AppEnv } from '../../context';
import { parseInput } from '../../http/errors';
import { requestLocale } from '../../http/language';

export type MarketCodeKey = keyof Resources['market']['codes'];

/** A success answer in the contract envelope. */
export function ok<T, E extends AppEnv>(c: Context<E>, data: T) {
  return c.json({ code: 200, message: 'success', data });
}

/**
 * A business answer other than 200, with its message from the `market` namespace in the visitor's
 * language (the shared error handler reads only the `server` namespace).
 */
export function refuse<E extends AppEnv>(c: Context<E>, status: ContentfulStatusCode, code: number, key: MarketCodeKey, params: Record<string, string | number> = {}) {
  const locale = requestLocale(c.req.header('cookie'), c.req.header('accept-language'));
  const text = allResources[locale].market.codes[key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name] ?? ''));
  return c.json({ code, message: text }, status);
}

/** The parsed query of a contract call; a mismatch is a 400 in the envelope. */
export function queryOf<Q extends z.ZodType, E extends AppEnv>(def: { readonly query?: Q }, c: Context<E>): z.infer<Q> {
  if (!def.query) throw new Error('call without a query schema');
  return parseInput(def.query, c.req.query());
}

/** The parsed JSON body of a contract call; a missing or malformed body is a 400 in the envelope. */
export async function bodyOf<B extends z.ZodType, E extends AppEnv>(def: { readonly body?: B }, c: Context<E>): Promise<z.infer<B>> {
  if (!def.body) throw new Error('call without a body schema');
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    json = undefined;
  }
  return parseInput(def.body, json);
}
