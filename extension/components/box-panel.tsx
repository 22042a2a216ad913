import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { assistantItem, getAssistantSettings } from '../lib/settings';
import { boxItem, readBox } from '../lib/collection-box';
import { useStorageItem } from '../lib/use-storage-item';

/** The collection box at a glance, the way into its page, and the Ozon-page switches. */
export function BoxPanel() {
  const { t } = useTranslation('extension');
  const items = useStorageItem(boxItem, readBox);
  const settings = useStorageItem(assistantItem, getAssistantSettings);
  return (
    <div className="ml-stack">
      <p data-testid="box-count">{items && (items.length ? t('box.count', { count: items.length }) : t('box.empty'))}</p>
      <button type="button" className="ml-primary" onClick={() => void browser.tabs.create({ url: browser.runtime.getURL('/collection.html') })}>
        {t('box.open')}
      </button>
      {settings && (
        <label className="ml-switch">
          <input type="checkbox" checked={settings.cnyPrices} onChange={(e) => void assistantItem.setValue({ ...settings, cnyPrices: e.target.checked })} />
          <span>{t('account.cnyPrices')}</span>
        </label>
      )}
    </div>
  );
}
