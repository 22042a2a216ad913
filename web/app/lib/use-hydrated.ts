import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** False during the server render and hydration, true afterwards: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
