import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHANNELS } from '@marketlens/core/constants';
import type { lottery } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';

/** What a draw ended in, for the popups. */
export type DrawOutcome =
  | { kind: 'won'; prize: lottery.Prize; drawId: number }
  | { kind: 'lost' }
  | { kind: 'ended' }
  | { kind: 'refused'; message: string };

const quiet = { verifyCode: false } as const;

/** The lottery calls' definitions load with the first call: their zod schemas stay out of the page's first load. */
const calls = () => import('@marketlens/core/contract').then((m) => m.lottery);

/** The member's side of the lottery: their draws left, joining, drawing, their prizes and invitations. */
export function useLottery(actId: number = CHANNELS.defaultActivityId) {
  const { t } = useTranslation('mobile');
  const http = useHttp();
  const lang = useLang();
  const loggedIn = useIsLoggedIn();
  const [entrant, setEntrant] = useState<lottery.Entrant | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = useCallback(async () => {
    const res = await http.call((await calls()).me, { query: { actId } }, quiet);
    const fresh = res.code === 200 ? res.data : undefined;
    // A read sent as the member signed up can answer after the join that followed it: an answer
    // from before the join never takes the draw it gave away again.
    if (fresh) setEntrant((known) => (known?.joined && !fresh.joined ? known : fresh));
  }, [http, actId]);
  useEffect(() => {
    if (loggedIn) void refresh();
    else setEntrant(null);
  }, [loggedIn, refresh]);
  /** Joins after a login or registration through the activity (again is harmless); granted tells whether it gave the draw. */
  const join = useCallback(async (): Promise<{ granted: boolean; entrant: lottery.Entrant | null }> => {
    const res = await http.call((await calls()).join, { body: { actId } }, quiet);
    if (res.code !== 200 || !res.data) return { granted: false, entrant: null };
    setEntrant(res.data.entrant);
    return res.data;
  }, [http, actId]);
  const draw = useCallback(async (): Promise<DrawOutcome> => {
    setBusy(true);
    try {
      const res = await http.call((await calls()).draw, { body: { actId, lang } }, quiet);
      if (res.code === 200 && res.data) {
        setEntrant((e) => (e ? { ...e, chances: res.data?.chances ?? 0, drawsToday: e.drawsToday + 1 } : e));
        return res.data.prize && res.data.prize.kind !== 'none' ? { kind: 'won', prize: res.data.prize, drawId: res.data.drawId } : { kind: 'lost' };
      }
      const { LOTTERY_CODES } = await calls();
      if (res.code === LOTTERY_CODES.ended) return { kind: 'ended' };
      if (res.code === LOTTERY_CODES.noChances) return { kind: 'refused', message: t('lottery.noChances') };
      if (res.code === LOTTERY_CODES.dailyLimit) return { kind: 'refused', message: t('lottery.dailyLimit') };
      return { kind: 'refused', message: res.message ?? '' };
    } finally {
      setBusy(false);
    }
  }, [http, actId, lang, t]);
  const winnings = useCallback(async () => {
    const res = await http.call((await calls()).winnings, { query: { actId, lang } }, quiet);
    return res.code === 200 ? (res.data ?? []) : null;
  }, [http, actId, lang]);
  const invitations = useCallback(async () => {
    const res = await http.call((await calls()).invitations, { query: { actId } }, quiet);
    return res.code === 200 ? (res.data ?? null) : null;
  }, [http, actId]);
  return { loggedIn, entrant, busy, refresh, join, draw, winnings, invitations };
}
export type LotteryState = ReturnType<typeof useLottery>;
