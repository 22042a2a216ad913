import type { AppLoadContext } from 'react-router';
import { store } from '@marketlens/core/contract';
import { serverHttpClient } from '../../lib/server-http.server';
import type { PlansData } from './catalog';

/** The plans on sale, their prices and the payment methods, for the page's HTML; null when the call failed. */
export async function loadPlans(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>): Promise<{ catalog: PlansData | null }> {
  const http = serverHttpClient(context);
  const res = await http.call(store.plans, undefined, { verifyCode: false }).catch(() => null);
  return { catalog: res?.code === 200 && res.data ? res.data : null };
}
