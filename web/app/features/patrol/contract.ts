export { formatMoment } from '@marketlens/core/format';

/** The patrol calls' definitions load with the first call (their zod schemas stay out of the first load). */
export const loadPatrol = () => import('@marketlens/core/contract').then((m) => m.patrol);

/** Query keys of the patrol page and the shop binding. */
export const PATROL_KEYS = Object.freeze({
  all: ['patrol'] as const,
  list: ['patrol', 'list'] as const,
  cases: (status: string, page: number) => ['patrol', 'cases', status, page] as const,
  detail: (id: number) => ['patrol', 'case', id] as const,
  shops: ['patrol', 'shops'] as const,
  ownGoods: ['patrol', 'own-goods'] as const,
});
