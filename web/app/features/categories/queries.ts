import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { store } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/** The member's category slots as the server answers them (a sub-account's `canChange` is false). */
export type CategoryChoice = store.CategoryChoice;
/** The envelope of the categories calls: the choice on 200, a store code and its message otherwise. */
export interface ChoiceAnswer {
  code: number;
  message?: string | undefined;
  data?: CategoryChoice | undefined;
}

// The store's call definitions load with the first call (their zod schemas stay out of the first load).
const loadStore = () => import('@marketlens/core/contract').then((m) => m.store);

/** The query key of the member's slots; the lists read it for their default category. */
export const choiceKey = (lang: string) => ['categories', 'choice', lang] as const;

/** The member's slots and the top categories to choose from, in the page's language (members only). */
export function useCategoryChoice() {
  const http = useHttp();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: choiceKey(lang),
    queryFn: async (): Promise<ChoiceAnswer> => http.call((await loadStore()).categories, undefined, { verifyCode: false }),
    enabled: loggedIn,
    staleTime: 300_000,
  });
}

/** The first bound category (lowest slot the plan counts), or undefined: none, or every category counts. */
export function firstBound(choice: CategoryChoice | undefined): number | undefined {
  if (!choice || choice.allowed === null) return undefined;
  return choice.slots.find((s) => s.typeId !== null)?.typeId ?? undefined;
}

/** Binds a top category to a slot; the answer (the slots, on a refusal too) replaces the cached choice. */
export function useBindCategory() {
  const http = useHttp();
  const lang = useLang();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { slot: number; typeId: number }): Promise<ChoiceAnswer> => http.call((await loadStore()).bindCategory, { body: input }, { verifyCode: false }),
    onSuccess: (answer) => {
      if (answer.data) client.setQueryData(choiceKey(lang), { code: 200, message: '', data: answer.data });
      // Lists, meta and the dashboard's bound categories follow the new slots.
      if (answer.code === 200) void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'categories' });
    },
  });
}
