import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { pricing } from '@marketlens/core/contract';
import { useIsLoggedIn } from '../../lib/session';
import { useHttp } from '../../lib/http';

// The contract's schemas load with the first call (they stay out of the page's first load).
const loadPricing = () => import('@marketlens/core/contract').then((m) => m.pricing);
const loadRates = () => import('@marketlens/core/contract').then((m) => m.rates);

const KEYS = { tables: ['pricing', 'tables'], rates: ['pricing', 'rates'], templates: ['pricing', 'templates'] } as const;

/** The pricing tables in force, the day's CBR rate and the member's templates (members only). */
export function usePricingData() {
  const http = useHttp();
  const enabled = useIsLoggedIn();
  // One hook for the three, so that a render that waits for them (a member's page on the server) asks for all at once.
  const [tables, rates, templates] = useQueries({
    queries: [
      { queryKey: KEYS.tables, enabled, staleTime: 3_600_000, queryFn: async () => (await http.call((await loadPricing()).pricingTables, undefined, { verifyCode: false })).data },
      { queryKey: KEYS.rates, enabled, staleTime: 3_600_000, queryFn: async () => (await http.call((await loadRates()).latestRates, undefined, { verifyCode: false })).data },
      { queryKey: KEYS.templates, enabled, queryFn: async () => (await http.call((await loadPricing()).templateList, undefined, { verifyCode: false })).data },
    ],
  });
  return { tables, rates, templates };
}

/** Template writes; each one refreshes the list (the pipeline shows a refusal's message). */
export function useTemplateActions() {
  const http = useHttp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEYS.templates });
  return {
    async save(body: pricing.TemplateSaveBody): Promise<number | null> {
      try {
        const res = await http.call((await loadPricing()).templateSave, { body });
        await refresh();
        return res.data?.id ?? null;
      } catch {
        return null;
      }
    },
    async remove(id: number): Promise<boolean> {
      try {
        await http.call((await loadPricing()).templateDelete, { body: { id } });
        await refresh();
        return true;
      } catch {
        return false;
      }
    },
    async setDefault(id: number, isDefault: boolean): Promise<boolean> {
      try {
        await http.call((await loadPricing()).templateDefault, { body: { id, isDefault } });
        await refresh();
        return true;
      } catch {
        return false;
      }
    },
  };
}
