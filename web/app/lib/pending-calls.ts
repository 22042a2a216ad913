import { useSyncExternalStore } from 'react';
import type { CallClient } from '@marketlens/core/http';

/** How many calls of the page's request client are under way, for the loading bar. */
export interface PendingCalls {
  readonly count: () => number;
  readonly subscribe: (onChange: () => void) => () => void;
  /** The same client, counting its calls while they run. */
  readonly track: (client: CallClient) => CallClient;
}

export function createPendingCalls(): PendingCalls {
  let count = 0;
  const listeners = new Set<() => void>();
  const change = (by: number) => {
    count += by;
    for (const l of listeners) l();
  };
  return {
    count: () => count,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    track: (client) => ({
      config: client.config,
      platform: client.platform,
      call: async (def, input, options) => {
        change(1);
        try {
          return await client.call(def, input, options);
        } finally {
          change(-1);
        }
      },
    }),
  };
}

/** The number of calls under way; 0 on the server. */
export function usePendingCount(pending: PendingCalls): number {
  return useSyncExternalStore(pending.subscribe, pending.count, () => 0);
}
