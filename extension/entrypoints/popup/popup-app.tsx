import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { NoticeLine } from '../../components/notice-line';
import { POPUP_TABS, type PopupTab } from './popup-frame';

// The panels (and core's client and flows behind them) load after the popup's frame is drawn,
// so the first render waits only for React and the text.
const named = <K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
const AccountPanel = named(() => import('../../components/account-panel'), 'AccountPanel');
const ConvertPanel = named(() => import('../../components/convert-panel'), 'ConvertPanel');
const TranslateBox = named(() => import('../../components/translate-box'), 'TranslateBox');
const BoxPanel = named(() => import('../../components/box-panel'), 'BoxPanel');
const ChatPanel = named(() => import('../../components/chat-panel'), 'ChatPanel');
const CaptchaHost = named(() => import('../../components/captcha-host'), 'CaptchaHost');

/** The popup; its first render has the markup of its frame (popup-frame.ts), which it replaces. */
export function PopupApp({ initialTab }: { initialTab?: () => PopupTab }) {
  const { t } = useTranslation('extension');
  const [tab, setTab] = useState<PopupTab>(initialTab ?? 'account');
  return (
    <main className="ml-popup">
      <header className="ml-header">
        <h1>{t('popup.title')}</h1>
        <button type="button" className="ml-link" onClick={() => void browser.runtime.openOptionsPage()}>
          {t('popup.settings')}
        </button>
      </header>
      <p className="ml-muted">{t('popup.subtitle')}</p>
      <nav className="ml-tabs" role="tablist">
        {POPUP_TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`popup.tabs.${name}`)}
          </button>
        ))}
      </nav>
      <section role="tabpanel" className="ml-panel">
        <Suspense fallback={<p className="ml-muted">{t('popup.loading')}</p>}>
          {tab === 'account' && <AccountPanel />}
          {tab === 'convert' && <ConvertPanel />}
          {tab === 'translate' && <TranslateBox />}
          {tab === 'box' && <BoxPanel />}
          {tab === 'chat' && <ChatPanel />}
        </Suspense>
      </section>
      <NoticeLine />
      <Suspense fallback={null}>
        <CaptchaHost />
      </Suspense>
    </main>
  );
}
