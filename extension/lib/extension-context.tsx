import { createContext, useContext } from 'react';
import type { HttpClient } from '@marketlens/core/http';
import type { CookieJar } from './cookie-jar';
import type { Connection } from './settings';

/** What the popup's parts share: the configured origins, the site's cookies and core's request client. */
export interface ExtensionEnv {
  connection: Connection;
  jar: CookieJar;
  http: HttpClient;
}

export const ExtensionEnvContext = createContext<ExtensionEnv | null>(null);

export function useExtensionEnv(): ExtensionEnv {
  const env = useContext(ExtensionEnvContext);
  if (!env) throw new Error('useExtensionEnv outside ExtensionEnvContext');
  return env;
}
