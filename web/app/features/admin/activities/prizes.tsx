import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';
import { PrizeForm } from './prize-form';
import { localName } from './winners';

/** An activity's prize pool: odds, quantity, won and left; the "no prize" outcome takes the odds left over. */
export function Prizes({ activityId }: { activityId: number }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<calls.PrizeRow | 'new' | null>(null);
  const q = useQuery({ queryKey: ['admin', 'prizes', activityId], queryFn: () => call(calls.prizes, { query: { activityId } }) });
  const data = q.data?.data;
  return (
    <div>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing('new')} disabled={!data}>
          {t('activities.prizes.create')}
        </Button>
        {data ? <Typography.Text type="secondary" data-testid="no-prize-odds">{t('activities.prizes.noPrize', { odds: data.noPrizeOdds })}</Typography.Text> : null}
      </div>
      <Table<calls.PrizeRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 760 }}
        loading={q.isFetching}
        dataSource={data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('activities.prizes.name'), key: 'name', render: (_, r) => localName(r, lang) },
          { title: t('activities.prizes.kind'), dataIndex: 'kind', width: 150, render: (k: calls.PrizeRow['kind'], r) => `${t(`activities.kinds.${k}`)}${k === 'membership' ? ` · ${t('activities.prizes.daysValue', { days: r.value })}` : k === 'coupon' ? ` · #${r.value}` : ''}` },
          { title: t('activities.prizes.odds'), dataIndex: 'odds', width: 100, render: (v: number) => `${v}%` },
          { title: t('activities.prizes.total'), dataIndex: 'total', width: 90 },
          { title: t('activities.prizes.awarded'), dataIndex: 'awarded', width: 90 },
          { title: t('activities.prizes.stock'), dataIndex: 'stock', width: 90, render: (v: number, r) => <span data-testid={`prize-stock-${r.id}`}>{v}</span> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, r) => (
              <Button size="small" onClick={() => setEditing(r)} data-testid={`prize-edit-${r.id}`}>
                {t('activities.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && data ? (
        <PrizeForm
          activityId={activityId}
          row={editing}
          oddsLeft={data.noPrizeOdds}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void message.success(t('common.saved'));
            void client.invalidateQueries({ queryKey: ['admin', 'prizes', activityId] });
            void client.invalidateQueries({ queryKey: ['admin', 'activities'] });
          }}
        />
      ) : null}
    </div>
  );
}
