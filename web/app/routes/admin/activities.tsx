import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminActivities as calls } from '@marketlens/core/contract';
import { ActivityForm } from '../../features/admin/activities/activity-form';
import { Prizes } from '../../features/admin/activities/prizes';
import { localName, Winners } from '../../features/admin/activities/winners';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';
import { useLang } from '../../lib/lang';

const STATE_COLORS = { upcoming: 'blue', live: 'green', ended: 'default', paused: 'orange' } as const;

/** Lottery activities (DECISIONS.md §13): period and pause, prize pools with stock and odds, winners and their shipping. */
export default function AdminActivities() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const when = useDateTime();
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<calls.ActivityRow | 'new' | null>(null);
  const q = useQuery({ queryKey: ['admin', 'activities'], queryFn: () => call(calls.activities) });
  const list = q.data?.data?.list ?? [];
  const current = list.find((a) => a.id === selected) ?? list.find((a) => a.state === 'live') ?? list[0];
  return (
    <section>
      <h1>{t('activities.heading')}</h1>
      <p className="admin-lead">{t('activities.lead')}</p>
      <div className="admin-toolbar">
        <Button type="primary" onClick={() => setEditing('new')}>
          {t('activities.create')}
        </Button>
      </div>
      <Table<calls.ActivityRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        dataSource={list}
        pagination={false}
        rowClassName={(r) => (r.id === current?.id ? 'ant-table-row-selected' : '')}
        onRow={(r) => ({ onClick: () => setSelected(r.id) })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: t('activities.name'), key: 'name', render: (_, r) => localName(r, lang) },
          { title: t('activities.fields.period'), key: 'period', width: 300, render: (_, r) => `${when(r.startsAt)} – ${when(r.endsAt)}` },
          { title: t('activities.state'), dataIndex: 'state', width: 100, render: (s: calls.ActivityRow['state']) => <Tag color={STATE_COLORS[s]}>{t(`activities.states.${s}`)}</Tag> },
          { title: t('activities.counts'), key: 'counts', width: 180, render: (_, r) => t('activities.countsValue', { entrants: r.entrants, draws: r.draws, wins: r.wins }) },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_, r) => (
              <Button
                size="small"
                onClick={(e) => {
                  e.stopPropagation();
                  setEditing(r);
                }}
              >
                {t('activities.edit')}
              </Button>
            ),
          },
        ]}
      />
      {current ? (
        <div style={{ marginTop: 24 }} data-testid={`activity-${current.id}`}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {localName(current, lang)}
          </Typography.Title>
          <Tabs
            items={[
              { key: 'prizes', label: t('activities.prizes.heading'), children: <Prizes key={current.id} activityId={current.id} /> },
              { key: 'winners', label: t('activities.winners.heading'), children: <Winners key={current.id} activityId={current.id} /> },
            ]}
          />
        </div>
      ) : null}
      {editing ? (
        <ActivityForm
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelected(saved.id);
            void message.success(t('common.saved'));
            void client.invalidateQueries({ queryKey: ['admin', 'activities'] });
          }}
        />
      ) : null}
    </section>
  );
}
