import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, type Message, type Translate } from '@marketlens/core/i18n';

/** Core's messages (auth, validation, request pipeline) in the page's language. */
export function useMessageText(): (message: Message) => string {
  const { t } = useTranslation('core');
  const translate: Translate = useCallback((key, params) => t(key, params ?? {}), [t]);
  return useCallback((message: Message) => messageText(message, translate), [translate]);
}
