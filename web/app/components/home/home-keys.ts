import { queryKeys } from '@marketlens/core/api';
import type { Lang } from '@marketlens/core/i18n';

/**
 * Query keys of the home page's calls. Core's per-call keys need the call's contract definition,
 * which would bring the schemas into the first load; these need nothing but the language.
 */
export const homeKeys = Object.freeze({
  categories: (lang: Lang) => [...queryKeys.all, 'home', 'categories', lang] as const,
  hotArticles: (lang: Lang) => [...queryKeys.all, 'home', 'hotArticles', lang] as const,
});
