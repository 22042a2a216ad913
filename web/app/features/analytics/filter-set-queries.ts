import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { loadWorkbench } from './contract';

/** The query key of the member's saved filter sets. */
export const filterSetsKey = ['analytics', 'filter-sets'] as const;

/** The member's saved filter sets and how many they may keep (loaded when the panel opens). */
export function useFilterSets(enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: filterSetsKey,
    enabled,
    staleTime: 60_000,
    queryFn: async () => http.call((await loadWorkbench()).filterSetList, undefined, { verifyCode: false }),
  });
}

type ListAnswer = { code: number; message?: string | undefined; data?: { list: workbench.FilterSet[]; limit: number } | undefined };
type SetAnswer = { code: number; message?: string | undefined; data?: { set: workbench.FilterSet } | undefined };

/** Saves, applies (marks as used) and deletes a set; each refreshes the list. */
export function useFilterSetActions() {
  const http = useHttp();
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: filterSetsKey });
  const save = useMutation({
    mutationFn: async (body: { name: string; filters: workbench.GoodsFilters }): Promise<SetAnswer> => http.call((await loadWorkbench()).filterSetSave, { body }, { verifyCode: false }),
    onSuccess: refresh,
  });
  const apply = useMutation({
    mutationFn: async (id: number): Promise<SetAnswer> => http.call((await loadWorkbench()).filterSetApply, { body: { id } }, { verifyCode: false }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => http.call((await loadWorkbench()).filterSetDelete, { body: { id } }, { verifyCode: false }),
    onSuccess: (answer, id) => {
      // The list may be closed (its query idle): the deleted set leaves the cached list at once.
      if (answer.code === 200) client.setQueryData<ListAnswer>(filterSetsKey, (old) => (old?.data ? { ...old, data: { ...old.data, list: old.data.list.filter((s) => s.id !== id) } } : old));
      refresh();
    },
  });
  return { save, apply, remove };
}
