import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hideMessage, showMessage } from '../../lib/notifier';

const KEY = 'offline-notice';

/** Says 'network connection error' while the browser is offline and takes it back when it reconnects. */
export function OfflineNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () => showMessage('error', t('offline'), { key: KEY, duration: 0 });
    const online = () => hideMessage(KEY);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
  return null;
}
