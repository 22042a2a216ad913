import { createContext, use, useContext } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { Notifier } from '@marketlens/core/http';
import type { createCaptchaBridge } from './captcha-bridge';
import type { CookieJar } from './cookie-jar';
import type { Notice } from './notices';
import type { Connection } from './connection';

/** What an extension page's parts share: the configured origins, the site's cookies, notices and the captcha. */
export interface ExtensionEnv {
  connection: Connection;
  jar: CookieJar;
  notices: { store: StoreApi<Notice | null>; notifier: Notifier };
  captcha: ReturnType<typeof createCaptchaBridge>;
}

/**
 * The page's environment, ready once the configured origins are read from extension storage. A page
 * draws before that: the parts that need it suspend (their Suspense boundary shows its fallback).
 */
export const ExtensionEnvContext = createContext<Promise<ExtensionEnv> | null>(null);

export function useExtensionEnv(): ExtensionEnv {
  const env = useContext(ExtensionEnvContext);
  if (!env) throw new Error('useExtensionEnv outside ExtensionEnvContext');
  return use(env);
}
