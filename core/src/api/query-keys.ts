import type { CallRef } from '../contract/call-refs';

/**
 * Query keys of every call come from here: service, path, then the input. A key needs only the
 * call's service and path (a contract definition or an entry of CALL_REFS), so building one on a
 * page's first load brings in neither the schemas nor the request client.
 */
export const queryKeys = Object.freeze({
  all: ['marketlens'] as const,
  service: (service: string) => ['marketlens', service] as const,
  call: (ref: CallRef, input?: unknown) => ['marketlens', ref.service, ref.path, input ?? null] as const,
});
