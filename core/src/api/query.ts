import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDef } from '../contract/define';
import type { CallInput, HttpClient } from '../http/client';

/** Query keys of every call come from here: service, path, then the input. */
export const queryKeys = Object.freeze({
  all: ['marketlens'] as const,
  service: (service: string) => ['marketlens', service] as const,
  call: (def: Pick<CallDef, 'service' | 'path'>, input?: unknown) => ['marketlens', def.service, def.path, input ?? null] as const,
});

/** TanStack Query options of a call (for loaders, prefetching and useQuery). */
export function callQueryOptions<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(http: HttpClient, def: CallDef<Q, B, R>, input?: CallInput<Q, B>) {
  return queryOptions({
    queryKey: queryKeys.call(def, input),
    queryFn: ({ signal }) => http.call(def, input, { signal }),
  });
}

/** Reads a call through TanStack Query. */
export function useCallQuery<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  http: HttpClient,
  def: CallDef<Q, B, R>,
  input?: CallInput<Q, B>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({ ...callQueryOptions(http, def, input), ...options });
}
