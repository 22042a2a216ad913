import { Button, Empty, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { lottery } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { useLocalize } from '../../lib/lang';
import { ShippingStatus } from './shipping';
import type { LotteryState } from './use-lottery';

/** The lottery's popups (spec section 2): rule, Winning, NotWin, ActivityEnds, CopySuccess, InvitationRecord, WinningRecord, and no draws left. */
export type Popup =
  | { kind: 'rule' }
  | { kind: 'winning'; prize: lottery.Prize; drawId: number }
  | { kind: 'notWin' }
  | { kind: 'activityEnds' }
  | { kind: 'copySuccess'; link: string }
  | { kind: 'invitationRecord' }
  | { kind: 'winningRecord' }
  | { kind: 'refused'; message: string };

interface PopupsProps {
  popup: Popup;
  state: LotteryState;
  activity: lottery.Activity;
  onClose: () => void;
  onInvite: () => void;
}

function WinningRecord({ state }: { state: LotteryState }) {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const [rows, setRows] = useState<lottery.Winning[] | null | undefined>(undefined);
  useEffect(() => void state.winnings().then(setRows), [state]);
  if (rows === undefined) return <Spin />;
  if (rows === null) return <p>{t('lottery.loadFailed')}</p>;
  if (rows.length === 0) return <Empty description={t('lottery.noWins')} />;
  return (
    <ul className="lt-records" data-testid="lt-winning-record">
      {rows.map((w) => (
        <li key={w.drawId}>
          <strong>{w.prize.name}</strong>
          <span>{formatDate(w.wonAt)}</span>
          {w.prize.kind === 'physical' ? (
            w.claimedAt ? (
              w.shipping ? <ShippingStatus shipping={w.shipping} /> : <span>{t('lottery.claimed')}</span>
            ) : (
              <a href={localize(`/m/ReceivePrize?drawId=${w.drawId}`)}>{t('lottery.claimUntil', { day: formatDate(w.claimUntil) })}</a>
            )
          ) : (
            <span>{t('lottery.credited')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function InvitationRecord({ state }: { state: LotteryState }) {
  const { t } = useTranslation('mobile');
  const [data, setData] = useState<{ list: { friend: string; at: string }[]; chancesEarned: number } | null | undefined>(undefined);
  useEffect(() => void state.invitations().then(setData), [state]);
  if (data === undefined) return <Spin />;
  if (data === null) return <p>{t('lottery.loadFailed')}</p>;
  return (
    <div data-testid="lt-invitation-record">
      <p>{t('lottery.earned', { count: data.chancesEarned })}</p>
      {data.list.length === 0 ? (
        <Empty description={t('lottery.noInvites')} />
      ) : (
        <ul className="lt-records">
          {data.list.map((r) => (
            <li key={`${r.friend}-${r.at}`}>
              <strong>{r.friend}</strong>
              <span>{formatDate(r.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One lottery popup at a time, as a centred antd modal. */
export function LotteryPopups({ popup, state, activity, onClose, onInvite }: PopupsProps) {
  const { t } = useTranslation('mobile');
  const localize = useLocalize();
  const ok = (
    <Button type="primary" block size="large" onClick={onClose}>
      {t('lottery.ok')}
    </Button>
  );
  const common = { open: true, onCancel: onClose, centered: true, width: 360, closable: { 'aria-label': t('sheet.close') } } as const;
  switch (popup.kind) {
    case 'rule':
      return (
        <Modal {...common} title={t('lottery.rule.title')} footer={ok}>
          <ol className="lt-rules" data-testid="lt-rule">
            <li>{t('lottery.rule.period', { from: formatDate(activity.startsAt), to: formatDate(activity.endsAt) })}</li>
            <li>{t('lottery.rule.join')}</li>
            <li>{t('lottery.rule.invite')}</li>
            <li>{t('lottery.rule.daily', { limit: activity.dailyDrawLimit })}</li>
            <li>{t('lottery.rule.virtual')}</li>
            <li>{t('lottery.rule.physical')}</li>
          </ol>
        </Modal>
      );
    case 'winning':
      return (
        <Modal {...common} title={t('lottery.winning.title')} footer={null}>
          <div className="lt-result" data-testid="lt-winning">
            <p className="lt-result-prize">{popup.prize.name}</p>
            {popup.prize.kind === 'physical' ? (
              <>
                <p>{t('lottery.winning.physical')}</p>
                <Button type="primary" block size="large" href={localize(`/m/ReceivePrize?drawId=${popup.drawId}`)}>
                  {t('lottery.winning.claim')}
                </Button>
              </>
            ) : (
              <>
                <p>{t('lottery.winning.virtual')}</p>
                {ok}
              </>
            )}
          </div>
        </Modal>
      );
    case 'notWin':
      return (
        <Modal {...common} title={t('lottery.notWin.title')} footer={ok}>
          <p data-testid="lt-not-win">{t('lottery.notWin.text')}</p>
        </Modal>
      );
    case 'activityEnds':
      return (
        <Modal {...common} title={t('lottery.ends.title')} footer={ok}>
          <p data-testid="lt-activity-ends">{t('lottery.ends.text')}</p>
        </Modal>
      );
    case 'copySuccess':
      return (
        <Modal {...common} title={t('lottery.copied.title')} footer={ok}>
          <p data-testid="lt-copy-success">{t('lottery.copied.text')}</p>
          <p className="lt-link">{popup.link}</p>
        </Modal>
      );
    case 'invitationRecord':
      return (
        <Modal {...common} title={t('lottery.invitations')} footer={ok}>
          <InvitationRecord state={state} />
        </Modal>
      );
    case 'winningRecord':
      return (
        <Modal {...common} title={t('lottery.winnings')} footer={ok}>
          <WinningRecord state={state} />
        </Modal>
      );
    case 'refused':
      return (
        <Modal
          {...common}
          title={t('lottery.refusedTitle')}
          footer={
            <Button type="primary" block size="large" onClick={onInvite}>
              {t('lottery.invite')}
            </Button>
          }
        >
          <p data-testid="lt-refused">{popup.message}</p>
        </Modal>
      );
  }
}
export default LotteryPopups;
