import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { admin, adminStore as calls } from '@marketlens/core/contract';
import { formatMoney } from '@marketlens/core/format';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';

export type AdminOrder = calls.AdminOrder;
export type OrderStatus = AdminOrder['status'];

/** Colours of an order's status tag. */
export const STATUS_COLORS: Readonly<Record<OrderStatus, string>> = Object.freeze({ pending: 'blue', paid: 'green', expired: 'default', closed: 'default', refunded: 'orange' });
export const INVOICE_COLORS = Object.freeze({ requested: 'blue', issued: 'green', rejected: 'red' } as const);

/** Fen as yuan in the operator's language ("1 299 ¥", "1,299.50 ¥"). */
export function useYuan(): (fen: number) => string {
  const lang = useLang();
  return useCallback((fen: number) => formatMoney(fen, { lang, currency: 'CNY', kind: 'price' }), [lang]);
}

/** "运营版 · 季度" of a plan's tier and duration, with its id. */
export function usePlanLabel(): (p: { planId: number; tier: AdminOrder['tier']; duration: AdminOrder['duration'] }) => string {
  const { t } = useTranslation('admin');
  return useCallback((p) => t('store.plan', { tier: t(`store.tiers.${p.tier}`), duration: t(`store.durations.${p.duration}`), id: p.planId }), [t]);
}

/** The signed-in operator's role (the console's frame loaded it already): refunds and prices are the administrator's. */
export function useIsAdmin(): boolean {
  const call = useAdminCall();
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: () => call(admin.me), retry: false });
  return me.data?.data?.role === 'admin';
}

/** The plans with their prices (the orders filter and the prices tab share it). */
export function usePrices() {
  const call = useAdminCall();
  return useQuery({ queryKey: ['admin', 'store', 'prices'], queryFn: () => call(calls.prices) });
}

/** Yuan typed by an operator as fen, or null when it is not a positive amount with at most two decimals. */
export function yuanToFen(yuan: number | null | undefined): number | null {
  if (yuan === null || yuan === undefined || !Number.isFinite(yuan)) return null;
  const fen = Math.round(yuan * 100);
  return fen >= 1 && Math.abs(fen - yuan * 100) < 1e-6 ? fen : null;
}

/** What the server answered to a change: its localized message when refused. */
export type Answer = { code: number; message?: string | undefined };
