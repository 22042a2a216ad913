import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { myshop } from '@marketlens/core/contract';
import { formatMoment } from '@marketlens/core/format';
import { useLang, useLocalize } from '../../lib/lang';

/**
 * The shop's sync in the member's words: back-filling with its progress, current with the last
 * success, the key refused (with the way to bind it again), or Ozon limiting, down or answering
 * garbage, with when it is tried again.
 */
export function SyncState({ shop, isMain }: { shop: myshop.ShopState; isMain: boolean }) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const localize = useLocalize();
  const when = (iso: string | null) => (iso ? formatMoment(iso, lang) : t('sync.soon'));
  const last = shop.lastSuccessAt ? t('sync.current', { time: formatMoment(shop.lastSuccessAt, lang) }) : t('sync.neverSynced');
  const common = { className: 'myshop-sync', showIcon: true, 'data-testid': 'myshop-sync', 'data-phase': shop.phase ?? 'pending' } as const;

  if (shop.phase === 'revoked' || shop.lastErrorCode === 'badCredentials') {
    return (
      <Alert
        {...common}
        type="error"
        title={t('sync.revoked')}
        description={last}
        action={
          isMain ? (
            <Button size="small" type="primary" href={localize('/moreShopAuthorize')} data-testid="myshop-rebind">
              {t('sync.revokedAction')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (shop.lastErrorCode) {
    const error = shop.lastErrorCode;
    return <Alert {...common} type="warning" data-error={error} title={t(`sync.${error}`, { time: when(shop.nextRunAt) })} description={`${last}${shop.lastErrorAt ? t('sync.errorAt', { time: formatMoment(shop.lastErrorAt, lang) }) : ''}`} />;
  }
  if (shop.phase !== 'current') {
    const percent = shop.wantedDays > 0 ? Math.min(100, Math.floor((shop.storedDays / shop.wantedDays) * 100)) : 0;
    return (
      <Alert
        {...common}
        type="info"
        title={shop.wantedDays > 0 ? t('sync.backfill', { done: shop.storedDays, total: shop.wantedDays }) : t('sync.backfillNoDays')}
        description={
          <>
            <Progress percent={percent} size="small" status="active" className="myshop-progress" />
            <span className="analytics-muted">
              {t('sync.backfillHint')} {shop.running ? t('sync.runningHint') : shop.nextRunAt ? t('sync.nextRun', { time: formatMoment(shop.nextRunAt, lang) }) : ''}
            </span>
          </>
        }
      />
    );
  }
  return (
    <p className="analytics-muted myshop-sync-line" data-testid="myshop-sync" data-phase="current">
      {last}
      {shop.running ? (
        <span className="analytics-dot" data-testid="myshop-sync-running">{t('sync.runningHint')}</span>
      ) : shop.nextRunAt ? (
        <span className="analytics-dot">{t('sync.nextRun', { time: formatMoment(shop.nextRunAt, lang) })}</span>
      ) : null}
      <span className="analytics-dot">{t('frame.exact')}</span>
    </p>
  );
}
