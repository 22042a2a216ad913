import type { BackendModule, ResourceKey } from 'i18next';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import type { Locale, Resources } from '@marketlens/locales';
import { createI18n, readInlineResources, WEB_NAMESPACES, webResources, type WebResources } from './lib/i18n';
import { onHydrated } from './lib/mark-hydrated';
import { syncLoginMarker } from './lib/session';

/** A namespace the server did not inline, from the page language's chunk. */
const languageChunk: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (lng, ns, done) => {
    import('@marketlens/locales')
      .then(({ loadResources }) => loadResources(lng as Locale))
      .then(
        (all) => done(null, all[ns as keyof Resources] as ResourceKey),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

async function pageResources(): Promise<Partial<WebResources>> {
  // The server inlines the texts; a page without them (an old cached copy) fetches its language.
  const inline = readInlineResources();
  if (inline) return inline;
  const { loadResources } = await import('@marketlens/locales');
  return webResources(await loadResources(localeOf(langFromPath(window.location.pathname))));
}

async function hydrate(): Promise<void> {
  // Before the first render, so that the header shows the session of the cookies without a flicker.
  syncLoginMarker();
  const locale = localeOf(langFromPath(window.location.pathname));
  const resources = await pageResources();
  // A workbench page carries only the namespaces its render read: the others load once it has hydrated.
  const missing = WEB_NAMESPACES.filter((ns) => !(ns in resources));
  const i18n = createI18n(locale, resources, missing.length ? languageChunk : undefined);
  if (missing.length) onHydrated(() => void i18n.loadNamespaces(missing));
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
