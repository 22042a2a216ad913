import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const KEY = 'offline-notice';

/** Says 'network connection error' while the browser is offline and takes it back when it reconnects. */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  useEffect(() => {
    const offline = () => void message.error({ key: KEY, content: t('offline'), duration: 0 });
    const online = () => message.destroy(KEY);
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [message, t]);
  return null;
}
