import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { ask, type Failure, type Request } from './messages';

/** A failed reply, thrown so that react-query keeps it as the error of the query. */
export class FailureError extends Error {
  constructor(readonly failure: Failure) {
    super(failure);
  }
}

/** Asks the background and unwraps its reply for react-query. */
export async function askOrThrow<T>(request: Request): Promise<T> {
  const reply = await ask<T>(request);
  if (!reply.ok) throw new FailureError(reply.error);
  return reply.data;
}

/** The failure of a query, as the error view names it. */
export function failureOfError(error: unknown): Failure {
  return error instanceof FailureError ? error.failure : 'unreachable';
}

/** A background request as a query: loading, data or a failure with a retry. */
export function useAsk<T>(request: Request, enabled = true): UseQueryResult<T> {
  return useQuery({ queryKey: ['ask', request], queryFn: () => askOrThrow<T>(request), enabled, retry: false });
}
