import { Alert, Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { TIER_LIMITS, TIERS, WORKBENCH_CODES } from '@marketlens/core/constants';
import { useLang, useLocalize } from '../../lib/lang';
import { formatCount } from './numbers';
import { StatePanel } from './state-panel';

/** A business refusal of a workbench call: code and the server's localized message. */
export interface Refused {
  code: number;
  message: string;
}

/** What a refused call shows: the renewal panel for a missing membership, else the reason in place of the data. */
export function RefusedState({ refused }: { refused: Refused }) {
  if (refused.code === WORKBENCH_CODES.membershipRequired) return <RenewPanel />;
  return <Alert type="warning" showIcon title={refused.message} data-testid="analytics-refused" data-code={refused.code} />;
}

/** An expired member sees what each tier would unlock. */
export function RenewPanel() {
  const { t } = useTranslation('analytics');
  const lang = useLang();
  const localize = useLocalize();
  return (
    <StatePanel
      status="info"
      title={t('renew.title')}
      subTitle={t('renew.body')}
      testId="analytics-renew"
      extra={
        <div className="analytics-renew">
          <ul>
            {Object.values(TIERS).map((tier) => {
              const l = TIER_LIMITS[tier];
              return (
                <li key={tier}>
                  {t('renew.row', {
                    tier: t(`tiers.${tier}`),
                    rows: formatCount(l.rows, lang),
                    history: l.historyDays === null ? t('limits.allHistory') : t('limits.historyDays', { count: l.historyDays }),
                    exports: l.exportsPerDay === null ? t('renew.unlimited') : l.exportsPerDay,
                  })}
                </li>
              );
            })}
          </ul>
          <Button type="primary" href={localize('/pricing')}>
            {t('renew.action')}
          </Button>
        </div>
      }
    />
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('analytics');
  return (
    <StatePanel
      status="error"
      title={t('states.error')}
      testId="analytics-error"
      extra={
        <Button onClick={onRetry} type="primary">
          {t('states.retry')}
        </Button>
      }
    />
  );
}

export function EmptyState() {
  const { t } = useTranslation('analytics');
  return (
    <Empty description={t('states.empty')} data-testid="analytics-empty">
      <p className="analytics-muted">{t('states.emptyHint')}</p>
    </Empty>
  );
}
