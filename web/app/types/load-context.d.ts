import 'react-router';
import type { RuntimeConfig } from '@marketlens/core/config';

declare module 'react-router' {
  interface AppLoadContext {
    runtimeConfig: RuntimeConfig;
    /**
     * The API of the server rendering the page, answered in-process. Server-side loaders call the
     * API only through this: never at an origin taken from the request (its Host header is the
     * visitor's to choose).
     */
    apiFetch(request: Request): Promise<Response>;
  }
}
