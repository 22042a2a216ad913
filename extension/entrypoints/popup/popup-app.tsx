import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { AccountPanel } from '../../components/account-panel';
import { BoxPanel } from '../../components/box-panel';
import { CaptchaHost } from '../../components/captcha-host';
import { ChatPanel } from '../../components/chat-panel';
import { ConvertPanel } from '../../components/convert-panel';
import { NoticeLine } from '../../components/notice-line';
import { TranslateBox } from '../../components/translate-box';
import { useExtensionEnv } from '../../lib/extension-context';
import { useSession } from '../../lib/use-session';

const TABS = Object.freeze(['account', 'convert', 'translate', 'box', 'chat'] as const);
type Tab = (typeof TABS)[number];

export function PopupApp() {
  const { t } = useTranslation('extension');
  const { jar } = useExtensionEnv();
  const { session, setSession } = useSession(jar);
  const [tab, setTab] = useState<Tab>('account');
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
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`popup.tabs.${name}`)}
          </button>
        ))}
      </nav>
      <section role="tabpanel" className="ml-panel">
        {tab === 'account' && <AccountPanel session={session} onSession={setSession} />}
        {tab === 'convert' && <ConvertPanel />}
        {tab === 'translate' && <TranslateBox />}
        {tab === 'box' && <BoxPanel />}
        {tab === 'chat' && <ChatPanel />}
      </section>
      <NoticeLine />
      <CaptchaHost />
    </main>
  );
}
