import type { Lang } from '../i18n/index';
import { dateTimeFormat } from './intl';

const LOCALES: Readonly<Record<Lang, string>> = Object.freeze({ zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' });

/** A moment in the page's language, Moscow time (the market's clock); `—` when there is none. */
export function formatMoment(iso: string | null, lang: Lang): string {
  if (!iso) return '—';
  return dateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' }).format(new Date(iso));
}
