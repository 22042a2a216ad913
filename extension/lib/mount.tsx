import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createCaptchaBridge } from './captcha-bridge';
import { browserCookieJar } from './cookie-jar';
import { ExtensionEnvContext } from './extension-context';
import { createI18n } from './i18n';
import { resolveLocale } from './locale';
import { createNotices } from './notices';
import { getConnection } from './settings';

/** Renders an extension page in the user's language with the configured origins and the site's cookies. */
export async function mountPage(app: ReactNode): Promise<void> {
  const connection = await getConnection();
  const jar = browserCookieJar(connection.siteOrigin);
  const locale = await resolveLocale(jar, navigator.language);
  document.documentElement.lang = locale;
  const i18n = await createI18n(locale);
  const env = { connection, jar, notices: createNotices(), captcha: createCaptchaBridge() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ExtensionEnvContext.Provider value={env}>{app}</ExtensionEnvContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}
