import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { browserLocale, createI18n } from '../../lib/i18n';
import { PopupApp } from './popup-app';

async function start(): Promise<void> {
  const locale = browserLocale(navigator.language);
  document.documentElement.lang = locale;
  const i18n = await createI18n(locale);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PopupApp />
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
