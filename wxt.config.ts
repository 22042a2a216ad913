import { defineConfig } from 'wxt';

// The site and API origins the extension may talk to. localhost covers development and the
// end-to-end tests (match patterns without a port match every port); a deployment adds its own
// origins at build time. Any other origin chosen later in the options page is asked for at run time.
const configuredOrigins = [process.env.MARKETLENS_SITE_ORIGIN, process.env.MARKETLENS_API_ORIGIN]
  .filter((origin): origin is string => Boolean(origin))
  .map((origin) => `${new URL(origin).origin}/*`);

// WXT reads each entrypoint's options by evaluating it at build time in a stand-in document that has no
// address; the request client the background loads reads window.location.href as it loads, so the
// stand-in gets one (it only ever sees this build process, never the extension).
(globalThis as { location?: unknown }).location ??= new URL('http://localhost/');

/** The browser extension lives in extension/; this file sits at the root as WXT expects. */
export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  publicDir: 'extension/public',
  modules: ['@wxt-dev/module-react'],
  // Auto-imports would rewrite files of the shared core package; everything is imported explicitly.
  imports: false,
  // The site (and API) a deployment's build talks to until the user picks another in the options page.
  vite: () => ({
    build: {
      // Extension pages read their code from the local disk, so preloading a lazy chunk's imports
      // saves next to nothing, while the preload links and the polyfill's document-wide observer
      // cost time during the popup's first render. The pages' own start-up imports stay preloaded, and a
      // lazy chunk's stylesheet (the shared login parts' CSS) still loads with that chunk.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
      },
    },
    define: {
      'import.meta.env.MARKETLENS_SITE_ORIGIN': JSON.stringify(process.env.MARKETLENS_SITE_ORIGIN ?? ''),
      'import.meta.env.MARKETLENS_API_ORIGIN': JSON.stringify(process.env.MARKETLENS_API_ORIGIN ?? ''),
    },
  }),
  manifest: ({ browser }) => ({
    name: 'MarketLens',
    description: '__MSG_extDescription__',
    default_locale: 'zh_CN',
    permissions: ['storage', 'cookies', 'contextMenus', 'clipboardWrite', ...(browser === 'firefox' ? [] : ['scripting'])],
    host_permissions: [
      'http://localhost/*',
      'http://127.0.0.1/*',
      ...configuredOrigins,
      'https://*.ozon.ru/*',
      'https://*.1688.com/*',
    ],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    // Firefox's MV2 manifest names optional origins among the optional permissions.
    ...(browser === 'firefox'
      ? { optional_permissions: ['https://*/*', 'http://*/*'], browser_specific_settings: { gecko: { id: 'extension@marketlens.app' } } }
      : {}),
  }),
});
