import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { storeApi } from '@marketlens/core/api';
import type { store } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';

/** How often the checkout asks whether the order was paid. */
export const POLL_MS = 2000;

/** The order as the server last reported it, asked every two seconds while it waits for payment. */
export function useOrderPoll(orderNo: string, initial?: store.Order) {
  const http = useHttp();
  const query = useQuery({
    queryKey: ['store', 'order', orderNo],
    queryFn: async () => {
      const res = await storeApi.order(http, { query: { orderNo } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) throw new Error(res.message || String(res.code));
      return res.data;
    },
    initialData: initial,
    // Wait for the payment only while the order can still be paid; a network hiccup is retried by the next round.
    refetchInterval: (q) => (!q.state.data || q.state.data.status === 'pending' ? POLL_MS : false),
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
  return query;
}

/** The current time, ticking every second (the countdown of an unpaid order). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}
