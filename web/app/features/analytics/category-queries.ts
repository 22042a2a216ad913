import { usePrefetchQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { CallClient } from '@marketlens/core/http';
import type { Lang } from '@marketlens/core/i18n';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadReport } from './contract';

const topCategories = (http: CallClient, lang: Lang) =>
  ({ queryKey: ['analytics', 'categories', lang], queryFn: async () => http.call((await loadReport()).homeCat, { query: { lang } }), staleTime: 3_600_000 }) as const;

/** The top-level categories in the page's language (shared by the picker and the bound-category links). */
export function useTopCategories() {
  return useQuery(topCategories(useHttp(), useLang()));
}

/**
 * Asks for the top-level categories without waiting for them: a list calls it before the queries
 * its render waits for, so that a member's page rendered on the server asks for them at the same time.
 */
export function usePrefetchTopCategories(): void {
  usePrefetchQuery(topCategories(useHttp(), useLang()));
}

/**
 * The top categories and the path to `value`: its ancestors (none for a top category, the parent for a
 * subcategory, grandparent and parent for a leaf) and the children of each. A category's id names its
 * parent (id ÷ 100), so the path is known before any answer.
 */
export function useChosenPath(value: number | undefined) {
  const http = useHttp();
  const lang = useLang();
  const top = useTopCategories();
  const rows = top.data?.data ?? [];
  const ancestors: number[] = [];
  if (value !== undefined && rows.length && !rows.some((c) => c.typeId === value)) {
    const parent = Math.floor(value / 100);
    if (!rows.some((c) => c.typeId === parent)) ancestors.push(Math.floor(parent / 100));
    ancestors.push(parent);
  }
  const kids = useQueries({
    queries: ancestors.map((id) => ({
      queryKey: ['analytics', 'categories', lang, id],
      queryFn: async () => http.call((await loadReport()).homeCat, { query: { lang, pId: id } }),
      staleTime: 3_600_000,
    })),
  });
  /** The loaded children of an ancestor on the path. */
  const kidsOf = (id: number) => kids[ancestors.indexOf(id)]?.data?.data;
  /** The names along the path, top first. */
  const names = value === undefined ? [] : [...ancestors, value].map((id, i) => (i === 0 ? rows : kidsOf(ancestors[i - 1] as number))?.find((c) => c.typeId === id)?.typeName);
  return { rows, ancestors, kidsOf, names };
}
