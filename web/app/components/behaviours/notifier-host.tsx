import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '@marketlens/core/i18n';
import { connectNotifier } from '../../lib/notifier';

/** Hands antd's message and notification APIs, and the core texts, to the notifier. */
export default function NotifierHost() {
  const { message, notification } = App.useApp();
  const { t } = useTranslation('core');
  useEffect(() => {
    const translate: Translate = (key, params) => t(key, params ?? {});
    connectNotifier({ message, notification, t: translate });
    return () => connectNotifier(null);
  }, [message, notification, t]);
  return null;
}
