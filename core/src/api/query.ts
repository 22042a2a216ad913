import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '../contract/define';
import type { CallClient, CallInput } from '../http/call-client';
import { queryKeys } from './query-keys';

/** TanStack Query options of a call (for loaders, prefetching and useQuery). */
export function callQueryOptions<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(http: CallClient, def: CallDef<Q, B, R>, input?: CallInput<Q, B>) {
  return queryOptions({
    queryKey: queryKeys.call(def, input),
    queryFn: ({ signal }) => http.call(def, input, { signal }),
  });
}

/** Reads a call through TanStack Query. */
export function useCallQuery<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  http: CallClient,
  def: CallDef<Q, B, R>,
  input?: CallInput<Q, B>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...callQueryOptions(http, def, input), ...options });
}
