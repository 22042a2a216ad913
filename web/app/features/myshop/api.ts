import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { myshop } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';

/** The "My shops" calls load with the first call of a page (their zod schemas stay out of the first load). */
export const loadMyshop = () => import('@marketlens/core/contract').then((m) => m.myshop);

/** The period every page asks for: the last `days` days up to the shop's latest synced day. */
export interface PeriodInput {
  shopId: number;
  days: myshop.MyshopDays;
}

/** Query keys of the "My shops" pages; anything under `all` is read again after a cost or access change. */
export const MYSHOP_KEYS = Object.freeze({
  all: ['myshop'] as const,
  shops: ['myshop', 'shops'] as const,
  overview: (input: PeriodInput) => ['myshop', 'overview', input] as const,
  skus: (input: myshop.SkuQuery) => ['myshop', 'skus', input] as const,
  market: (input: myshop.MarketQuery) => ['myshop', 'market', input] as const,
  access: (shopId: number) => ['myshop', 'access', shopId] as const,
  templates: ['pricing', 'templates'] as const,
});

// A shop still back-filling is read again every half minute, so its progress and first numbers show without a reload.
const BACKFILL_REFRESH_MS = 30_000;

/** The shops this account sees, with their sync state. */
export function useShops() {
  const http = useHttp();
  return useQuery({
    queryKey: MYSHOP_KEYS.shops,
    queryFn: async () => http.call((await loadMyshop()).shops, {}, { verifyCode: false }),
    refetchInterval: (q) => (q.state.data?.data?.list.some((s) => s.phase !== 'current' && s.phase !== 'revoked') ? BACKFILL_REFRESH_MS : false),
  });
}

/** The period's totals, the previous period's and the daily series of a shop. */
export function useOverview(input: PeriodInput, live: boolean) {
  const http = useHttp();
  const lang = useLang();
  return useQuery({
    queryKey: [...MYSHOP_KEYS.overview(input), lang],
    queryFn: async () => http.call((await loadMyshop()).overview, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? BACKFILL_REFRESH_MS : false,
  });
}

/** One page of the SKU table. */
export function useSkus(input: myshop.SkuQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: MYSHOP_KEYS.skus(input),
    queryFn: async () => http.call((await loadMyshop()).skus, { query: input }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the SKUs against their categories' market. */
export function useMarket(input: myshop.MarketQuery) {
  const http = useHttp();
  const lang = useLang();
  return useQuery({
    queryKey: [...MYSHOP_KEYS.market(input), lang],
    // The category names come in the page's language.
    queryFn: async () => http.call((await loadMyshop()).market, { query: { ...input, lang } }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
}
