import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { langFromPath, localeOf } from '@marketlens/core/i18n';
import { loadResources } from '@marketlens/locales';
import { createI18n } from './lib/i18n';

async function hydrate(): Promise<void> {
  const locale = localeOf(langFromPath(window.location.pathname));
  const i18n = createI18n(locale, await loadResources(locale));
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
