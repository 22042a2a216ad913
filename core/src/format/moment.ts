import type { Lang } from '../i18n/index';
import { dateTimeFormat } from './intl';

const LOCALES: Readonly<Record<Lang, string>> = Object.freeze({ zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' });

/** What a time in Moscow time is followed by, so that nobody reads it as their own clock. */
export const MOSCOW_TIME: Readonly<Record<Lang, string>> = Object.freeze({ zh: '（莫斯科时间）', en: ' MSK', ru: ' МСК' });

/**
 * A moment in the page's language, Moscow time (the market's clock) and saying so (`12:30 MSK`);
 * `zone: false` leaves the zone out where the text around it names it. `—` when there is none.
 */
export function formatMoment(iso: string | null, lang: Lang, options: { zone?: boolean } = {}): string {
  if (!iso) return '—';
  const time = dateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' }).format(new Date(iso));
  return options.zone === false ? time : `${time}${MOSCOW_TIME[lang]}`;
}
