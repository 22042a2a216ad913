import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '@marketlens/locales';
import { I18nextProvider } from 'react-i18next';
import { createCaptchaBridge } from './captcha-bridge';
import { browserCookieJar } from './cookie-jar';
import { ExtensionEnvContext, type ExtensionEnv } from './extension-context';
import { createPageI18n } from './i18n';
import { resolveLocale } from './locale';
import { createNotices } from './notices';
import { getConnection } from './connection';
import { loadPageResources, readUiText, refreshUiText, type UiText } from './ui-text';

async function firstText(locale: Promise<Locale>): Promise<UiText> {
  const resolved = await locale;
  return { locale: resolved, resources: await loadPageResources(resolved) };
}

/**
 * Renders an extension page in the user's language with the configured origins and the site's cookies.
 * The page draws at once with the text of the last language it spoke (kept in localStorage, read
 * synchronously), while the configured origins come from extension storage: only the parts that
 * need them wait (see useExtensionEnv). The site's language cookie is read and the bundled text
 * loads after the first frame; the text is swapped when they arrive. Only the very first page after
 * installation waits for them.
 */
export async function mountPage(app: ReactNode, kept: UiText | undefined = readUiText()): Promise<void> {
  const env: Promise<ExtensionEnv> = getConnection().then((connection) => ({
    connection,
    jar: browserCookieJar(connection.siteOrigin),
    notices: createNotices(),
    captcha: createCaptchaBridge(),
  }));
  const locale = env.then(({ jar }) => resolveLocale(jar, navigator.language));
  const start: UiText = kept ?? (await firstText(locale));
  document.documentElement.lang = start.locale;
  const i18n = createPageI18n(start.locale, start.resources);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ExtensionEnvContext.Provider value={env}>
            <Suspense fallback={null}>{app}</Suspense>
          </ExtensionEnvContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  void locale.then((l) => refreshUiText(i18n, l)).catch((error: unknown) => console.warn('[MarketLens] page text not refreshed', error));
}
