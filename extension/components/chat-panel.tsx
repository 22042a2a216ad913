import { useTranslation } from 'react-i18next';
import { chatSettingsItem, getChatSettings, updateChatSettings } from '../lib/chat-settings';
import { useStorageItem } from '../lib/use-storage-item';
import { LangSelect } from './lang-select';
import { TranslateBox } from './translate-box';

/** The chat translator's switches and a free-text box for quick replies. */
export function ChatPanel() {
  const { t } = useTranslation('extension');
  const settings = useStorageItem(chatSettingsItem, getChatSettings);
  if (!settings) return <p className="ml-muted">{t('popup.loading')}</p>;
  return (
    <div className="ml-stack">
      <label className="ml-switch">
        <input type="checkbox" checked={settings.enabled} onChange={(e) => void updateChatSettings({ enabled: e.target.checked })} />
        <span>{t('chat.enabled')}</span>
      </label>
      <div className="ml-row">
        <LangSelect label={t('chat.myLang')} value={settings.myLang} onChange={(myLang) => void updateChatSettings({ myLang })} />
        <LangSelect label={t('chat.customerLang')} value={settings.customerLang} onChange={(customerLang) => void updateChatSettings({ customerLang })} />
      </div>
      <p className="ml-muted">{t('chat.shortcut')}</p>
      <h2 className="ml-h2">{t('chat.freeText')}</h2>
      <TranslateBox initialTo={settings.customerLang} />
    </div>
  );
}
