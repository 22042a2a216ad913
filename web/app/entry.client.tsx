import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import { createI18n, readInlineResources, webResources, type WebResources } from './lib/i18n';
import { syncLoginMarker } from './lib/session';

async function pageResources(): Promise<WebResources> {
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
  const i18n = createI18n(locale, await pageResources());
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
