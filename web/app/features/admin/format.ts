import { useCallback } from 'react';
import { dateTimeFormat } from '@marketlens/core/format';
import { localeOf } from '@marketlens/core/i18n';
import { useLang } from '../../lib/lang';

/** A moment in the operator's language and time zone (lists load in the browser, so no server rendering differs). */
export function useDateTime(): (iso: string | null | undefined) => string {
  const lang = useLang();
  return useCallback(
    (iso) => (iso ? dateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—'),
    [lang],
  );
}
