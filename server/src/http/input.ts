import type { Context } from 'hono';
import type { z } from 'zod';
import type { CallDef } from '@marketlens/core/contract';
import { ApiError, parseInput } from './errors';

async function readJson(c: Context): Promise<unknown> {
  const raw = await c.req.text();
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ApiError(400, 400, 'errors.badJson');
  }
}

/** The query and JSON body of a request, validated by the call's contract schemas (400 on a mismatch). */
export async function callInput<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  c: Context,
  def: CallDef<Q, B, R>,
): Promise<{ query: z.infer<Q>; body: z.infer<B> }> {
  const query = def.query ? parseInput(def.query, c.req.query()) : undefined;
  const body = def.body ? parseInput(def.body, await readJson(c)) : undefined;
  return { query: query as z.infer<Q>, body: body as z.infer<B> };
}

/** Sends a response body after checking it against the call's response schema (a mismatch is a server bug). */
export function reply<R extends z.ZodType>(c: Context, def: { response: R }, body: z.input<R>): Response {
  return c.json(def.response.parse(body) as Record<string, unknown>);
}
