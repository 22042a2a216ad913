import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { lottery } from '@marketlens/core/contract';
import { copyText } from '../../components/contact/copy-text';
import { lazyAntd } from '../../lib/lazy-antd';
import { useLocalize } from '../../lib/lang';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useSheets } from '../mobile/sheets';
import type { Popup } from './popups';
import { PrizePool } from './prize-pool';
import { useLottery } from './use-lottery';

// The popups and antd load with the first popup, never with the page.
const LotteryPopups = lazyAntd(() => import('./popups').then((m) => m.LotteryPopups));

/** The lucky draw of activity 4: prize pool, draws left, the draw, invitations and the member's prizes. */
export function LotteryPage({ activity }: { activity: lottery.Activity | null }) {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const { siteOrigin } = useRuntimeConfig();
  const state = useLottery();
  const sheets = useSheets();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [notice, setNotice] = useState('');
  if (!activity) return <p className="lt-unavailable">{t('lottery.unavailable')}</p>;
  const ended = activity.status === 'ended';

  const drawNow = async () => {
    const outcome = await state.draw();
    if (outcome.kind === 'won') setPopup({ kind: 'winning', prize: outcome.prize, drawId: outcome.drawId });
    else if (outcome.kind === 'lost') setPopup({ kind: 'notWin' });
    else if (outcome.kind === 'ended') setPopup({ kind: 'activityEnds' });
    else setPopup({ kind: 'refused', message: outcome.message });
  };
  const afterAccount = async (registered: boolean) => {
    const { granted } = await state.join();
    setNotice(granted ? t(registered ? 'sheet.activityDone' : 'sheet.loginDone') : t('sheet.joined'));
  };
  const onDraw = async () => {
    if (ended) return setPopup({ kind: 'activityEnds' });
    if (!state.loggedIn) return sheets.open('activity', () => void afterAccount(true));
    if (!state.entrant?.joined) await state.join();
    await drawNow();
  };
  const invite = async () => {
    if (!state.loggedIn) return sheets.open('activityLogin', () => void afterAccount(false));
    const code = state.entrant?.inviteCode ?? (await state.join()).entrant?.inviteCode;
    if (!code) return;
    const link = `${siteOrigin}${localize(`/m/lottery?aic=${code}`)}`;
    await copyText(link);
    setPopup({ kind: 'copySuccess', link });
  };
  const member = (kind: 'winningRecord' | 'invitationRecord') => (state.loggedIn ? setPopup({ kind }) : sheets.open('activityLogin', () => void afterAccount(false)));

  return (
    <div className="lt-page">
      <section className="lt-hero">
        <h1>{activity.name}</h1>
        <p>{t('lottery.lead')}</p>
        <button type="button" className="lt-rule-link" onClick={() => setPopup({ kind: 'rule' })} data-testid="lt-rule-open">
          {t('lottery.rule.title')}
        </button>
      </section>
      <section className="lt-stage" aria-labelledby="lt-pool-title">
        <h2 id="lt-pool-title">{t('lottery.pool')}</h2>
        <PrizePool prizes={activity.prizes} />
        <p className="lt-chances" data-testid="lt-chances" aria-live="polite">
          {state.loggedIn ? t('lottery.chances', { count: state.entrant?.chances ?? 0 }) : t('lottery.guestHint')}
        </p>
        {notice ? (
          <p className="lt-notice" role="status" data-testid="lt-notice">
            {notice}
          </p>
        ) : null}
        <button type="button" className="lt-draw" onClick={() => void onDraw()} disabled={state.busy} data-testid="lt-draw">
          {ended ? t('lottery.endedButton') : t('lottery.draw')}
        </button>
      </section>
      <section className="lt-actions">
        <button type="button" className="lt-action" onClick={() => void invite()} data-testid="lt-invite">
          {t('lottery.invite')}
        </button>
        <button type="button" className="lt-action" onClick={() => member('invitationRecord')} data-testid="lt-invitations">
          {t('lottery.invitations')}
        </button>
        <button type="button" className="lt-action" onClick={() => member('winningRecord')} data-testid="lt-winnings">
          {t('lottery.winnings')}
        </button>
      </section>
      {popup ? (
        <Suspense fallback={null}>
          <LotteryPopups popup={popup} state={state} activity={activity} onClose={() => setPopup(null)} onInvite={() => void invite()} />
        </Suspense>
      ) : null}
    </div>
  );
}
