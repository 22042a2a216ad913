import type { Lang } from '@marketlens/core/i18n';

/** The patrol calls' definitions load with the first call (their zod schemas stay out of the first load). */
export const loadPatrol = () => import('@marketlens/core/contract').then((m) => m.patrol);

const LOCALES: Readonly<Record<Lang, string>> = Object.freeze({ zh: 'zh-CN', en: 'en-GB', ru: 'ru-RU' });

/** A moment in the page's language, Moscow time (the market's clock). */
export function formatMoment(iso: string | null, lang: Lang): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Moscow' }).format(new Date(iso));
}

/** Query keys of the patrol page and the shop binding. */
export const PATROL_KEYS = Object.freeze({
  all: ['patrol'] as const,
  list: ['patrol', 'list'] as const,
  cases: (status: string, page: number) => ['patrol', 'cases', status, page] as const,
  detail: (id: number) => ['patrol', 'case', id] as const,
  shops: ['patrol', 'shops'] as const,
  ownGoods: ['patrol', 'own-goods'] as const,
});
