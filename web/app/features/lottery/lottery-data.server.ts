import type { AppLoadContext } from 'react-router';
import { CHANNELS } from '@marketlens/core/constants';
import { lottery } from '@marketlens/core/contract';
import type { Lang } from '@marketlens/core/i18n';
import { serverHttpClient } from '../../lib/server-http.server';

/** The activity and its prize pool for the page's HTML; null when the call failed. */
export async function loadLottery(context: Pick<AppLoadContext, 'runtimeConfig' | 'apiFetch'>, lang: Lang): Promise<{ activity: lottery.Activity | null }> {
  const http = serverHttpClient(context);
  const res = await http.call(lottery.activity, { query: { actId: CHANNELS.defaultActivityId, lang } }, { verifyCode: false }).catch(() => null);
  return { activity: res?.code === 200 && res.data ? res.data : null };
}
