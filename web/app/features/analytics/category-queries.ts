import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadReport } from './contract';

/** The top-level categories in the page's language (shared by the picker and the bound-category links). */
export function useTopCategories() {
  const http = useHttp();
  const lang = useLang();
  const input = { query: { lang } } as const;
  return useQuery({ queryKey: ['analytics', 'categories', lang], queryFn: async () => http.call((await loadReport()).homeCat, input), staleTime: 3_600_000 });
}

/** The top categories and, when `value` is a subcategory, its parent and the parent's children. A subcategory's id names its parent (id ÷ 100). */
export function useChosenPath(value: number | undefined) {
  const http = useHttp();
  const lang = useLang();
  const top = useTopCategories();
  const rows = top.data?.data ?? [];
  const parent = value !== undefined && rows.length && !rows.some((c) => c.typeId === value) ? Math.floor(value / 100) : undefined;
  const parentInput = { query: { lang, pId: parent } } as const;
  const parentKids = useQuery({
    queryKey: ['analytics', 'categories', lang, parent],
    queryFn: async () => http.call((await loadReport()).homeCat, parentInput),
    enabled: parent !== undefined,
    staleTime: 3_600_000,
  });
  return { rows, parent, parentKids };
}
