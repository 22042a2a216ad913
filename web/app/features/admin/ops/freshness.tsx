import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';

/** Data freshness: the market's latest day, the rollups built for it, and generated or observed data. */
export function OpsFreshness() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const q = useQuery({ queryKey: ['admin', 'freshness'], queryFn: () => call(ops.freshness) });
  const data = q.data?.data;
  return (
    <Card title={t('operations.freshness')} size="small" style={{ marginBottom: 16 }} loading={q.isLoading}>
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label={t('operations.latestDay')}>
          <span data-testid="ops-latest-day">{data ? (data.latestDay ?? t('operations.noData')) : '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('operations.rollups')}>
          {data ? (
            <span data-testid="ops-rollups">
              <Tag color={data.rollup.current ? 'green' : 'orange'}>{t(data.rollup.current ? 'operations.rollupCurrent' : 'operations.rollupStale')}</Tag>
              {t('operations.rollupBuilt', { day: data.rollup.latestDay ?? '—', at: when(data.rollup.refreshedAt) })}
            </span>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('operations.source')}>
          {data ? (
            <span data-testid="ops-source">
              <Tag color={data.source === 'observed' ? 'blue' : 'default'}>{t(`operations.sources.${data.source}`)}</Tag>
              {data.source === 'observed' ? t('operations.imported', { count: data.marketImports, at: when(data.lastImportAt) }) : null}
            </span>
          ) : (
            '—'
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
