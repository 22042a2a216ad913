import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** The id of the request being handled where this is called, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** The longest incoming `X-Request-Id` honoured; longer ones, or ones with other than letters, digits, `_`, `-`, `=`, are replaced. */
export const REQUEST_ID_MAX_LENGTH = 128;

const assign = honoRequestId({ limitLength: REQUEST_ID_MAX_LENGTH });

/**
 * Gives every request an id (hono's request-id middleware): the incoming `X-Request-Id` when
 * well-formed, else a new UUID, returned as the `X-Request-Id` response header. The id is then in
 * scope (AsyncLocalStorage) while the request is handled, so every log line the request causes
 * names it (log.ts) without the logger being handed around; error answers carry it too (app.ts).
 */
export function requestIdMiddleware(): MiddlewareHandler {
  return (c, next) => assign(c, () => scope.run({ requestId: (c as Context<{ Variables: { requestId: string } }>).get('requestId') }, next));
}
