import { useRouteLoaderData } from 'react-router';
import type { RuntimeConfig } from '@marketlens/core/config';
import type { loader as rootLoader } from '../root';

/** The server's runtime configuration (brand, API bases, keys), loaded once by the root route. */
export function useRuntimeConfig(): RuntimeConfig {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('useRuntimeConfig outside the root route');
  return data.runtimeConfig;
}
