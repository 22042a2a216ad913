import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { admin, adminOperations as ops } from '@marketlens/core/contract';
import { numberFormat } from '@marketlens/core/format';
import { localeOf } from '@marketlens/core/i18n';
import { useAdminCall } from '../../features/admin/api';
import { ChannelEditor } from '../../features/admin/channel-editor';
import { useDateTime } from '../../features/admin/format';
import { useLang, useLocalize } from '../../lib/lang';

/** Registration channels with the members each brought and how many of them pay; each opens its members; admins create and edit them. */
export default function AdminChannels() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const localize = useLocalize();
  const lang = useLang();
  const q = useQuery({ queryKey: ['admin', 'channels'], queryFn: () => call(admin.channels) });
  const data = q.data?.data;
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: () => call(admin.me), retry: false });
  const role = me.data?.data?.role;
  const canEdit = !!role && (ops.CHANNEL_EDIT_ROLES as readonly string[]).includes(role);
  // undefined: closed; null: a new channel; else the urlCode being edited.
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  // Operators need exact counts, not the site's compact units.
  const num = (v: number) => numberFormat(localeOf(lang)).format(v);
  return (
    <section>
      <h1>{t('channels.heading')}</h1>
      <p className="admin-lead">{t('channels.lead')}</p>
      {q.data && q.data.code !== 200 ? <Alert type="error" showIcon title={q.data.message ?? t('common.loadFailed')} /> : null}
      <div className="admin-toolbar">
        <Button onClick={() => void q.refetch()} loading={q.isFetching}>
          {t('common.refresh')}
        </Button>
        {canEdit ? (
          <Button type="primary" onClick={() => setEditing(null)} data-testid="channel-new">
            {t('channels.edit.create')}
          </Button>
        ) : null}
        {data ? (
          <span data-testid="channels-without">
            {t('channels.without', { count: data.withoutChannel })}{' '}
            <Link to={localize('/admin/members')}>{t('channels.allMembers')}</Link>
          </span>
        ) : null}
      </div>
      <Table<admin.ChannelRow>
        rowKey="urlCode"
        size="middle"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        dataSource={data?.list ?? []}
        pagination={false}
        data-testid="channels-table"
        columns={[
          { title: t('channels.name'), dataIndex: 'channelName' },
          { title: t('channels.code'), dataIndex: 'urlCode', render: (v: string, row) => (<><code>{v}</code>{row.appId ? <div className="admin-sub">{`appId ${row.appId}`}</div> : null}</>) },
          { title: t('channels.edit.state'), dataIndex: 'enabled', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'channels.edit.on' : 'channels.edit.off')}</Tag> },
          { title: t('channels.type'), dataIndex: 'channelType', render: (v: number) => t(`channels.types.${v}`, { defaultValue: String(v) }) },
          {
            title: t('channels.page'),
            dataIndex: 'pageIndex',
            render: (v: number | null) =>
              v === null ? (
                t('channels.noPage')
              ) : (
                <a href={`/promote/${v}`} target="_blank" rel="noreferrer">
                  {`/promote/${v}`}
                </a>
              ),
          },
          { title: t('channels.members'), dataIndex: 'members', align: 'right', render: num },
          { title: t('channels.last30Days'), dataIndex: 'last30Days', align: 'right', render: num },
          { title: t('channels.onTrial'), dataIndex: 'onTrial', align: 'right', render: num },
          {
            title: t('channels.paying'),
            dataIndex: 'paying',
            align: 'right',
            render: (v: number, row) => `${num(v)}${row.members ? ` (${Math.round((v / row.members) * 100)} %)` : ''}`,
          },
          { title: t('channels.lastSignup'), dataIndex: 'lastSignupAt', render: (v: string | null) => when(v) },
          {
            title: t('common.actions'),
            key: 'open',
            render: (_, row) => (
              <>
                <Link to={`${localize('/admin/members')}?by=channel&q=${encodeURIComponent(row.urlCode)}`} data-testid={`channel-members-${row.urlCode}`}>
                  {t('channels.open')}
                </Link>
                {canEdit ? (
                  <Button type="link" size="small" onClick={() => setEditing(row.urlCode)} data-testid={`channel-edit-${row.urlCode}`}>
                    {t('channels.edit.action')}
                  </Button>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <ChannelEditor
        urlCode={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void q.refetch();
        }}
      />
    </section>
  );
}
