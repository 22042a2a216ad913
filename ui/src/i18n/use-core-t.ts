import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText, type Message, type Translate } from '@marketlens/core/i18n';

/** Core's texts (validation, auth, http) in the page's language, as core's Translate. */
export function useCoreT(): { t: Translate; text: (m: Message) => string } {
  const { t } = useTranslation('core');
  const translate: Translate = useCallback((key, params) => t(key, params ?? {}), [t]);
  const text = useCallback((m: Message) => messageText(m, translate), [translate]);
  return { t: translate, text };
}
