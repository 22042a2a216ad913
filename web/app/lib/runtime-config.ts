import { useRouteLoaderData } from 'react-router';
import type { RuntimeConfig } from '@marketlens/core/config';

/** What the root route's loader (root.tsx) gives every page. */
export interface RootLoaderData {
  runtimeConfig: RuntimeConfig;
}

/** The server's runtime configuration (brand, API bases, keys), loaded once by the root route. */
export function useRuntimeConfig(): RuntimeConfig {
  const data = useRouteLoaderData<RootLoaderData>('root');
  if (!data) throw new Error('useRuntimeConfig outside the root route');
  return data.runtimeConfig;
}
