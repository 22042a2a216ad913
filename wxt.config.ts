import { defineConfig } from 'wxt';

/** The browser extension lives in extension/; this file sits at the root as WXT expects. */
export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  publicDir: 'extension/public',
  modules: ['@wxt-dev/module-react'],
  // Auto-imports would rewrite files of the shared core package; everything is imported explicitly.
  imports: false,
  manifest: ({ browser }) => ({
    name: 'MarketLens',
    description: '__MSG_extDescription__',
    default_locale: 'zh_CN',
    permissions: ['storage', 'cookies', 'contextMenus'],
    host_permissions: ['http://localhost/*', 'https://*.ozon.ru/*', 'https://*.1688.com/*'],
    ...(browser === 'firefox' ? { browser_specific_settings: { gecko: { id: 'extension@marketlens.app' } } } : {}),
  }),
});
