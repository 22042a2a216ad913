import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Select, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';
import { MemberDrawer } from '../../features/admin/member-drawer';

type By = (typeof admin.MEMBER_SEARCH_FIELDS)[number];

/** Members by phone, account or channel; the drawer shows and changes one member. */
export default function AdminMembers() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  // A channel's "members" link opens this page searching by that channel (?by=channel&q=code).
  const [params] = useSearchParams();
  const asked = params.get('by');
  const [by, setBy] = useState<By>((admin.MEMBER_SEARCH_FIELDS as readonly string[]).includes(asked ?? '') ? (asked as By) : 'phone');
  const [text, setText] = useState((params.get('q') ?? '').trim().slice(0, 60));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery({
    queryKey: ['admin', 'members', by, text, page],
    queryFn: () => call(admin.members, { query: { by, q: text, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section>
      <h1>{t('members.heading')}</h1>
      <div className="admin-toolbar">
        <Select<By> value={by} onChange={setBy} style={{ width: 120 }} aria-label={t('members.heading')} options={admin.MEMBER_SEARCH_FIELDS.map((f) => ({ value: f, label: t(`members.by.${f}`) }))} />
        <Input.Search
          allowClear
          defaultValue={text}
          maxLength={60}
          placeholder={t('members.placeholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 320 }}
          onSearch={(v) => {
            setText(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<admin.MemberRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 800 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('members.account'), dataIndex: 'account' },
          { title: t('members.mobile'), dataIndex: 'mobile' },
          { title: t('members.nickName'), dataIndex: 'nickName' },
          { title: t('members.channel'), dataIndex: 'channelCode', render: (v: string | null) => v ?? '—' },
          { title: t('members.state'), dataIndex: 'restricted', render: (v: boolean) => (v ? <Tag color="red">{t('members.frozen')}</Tag> : <Tag color="green">{t('members.normal')}</Tag>) },
          { title: t('members.createdAt'), dataIndex: 'createdAt', render: (v: string) => when(v) },
          { title: t('common.actions'), key: 'open', render: (_, row) => <Button size="small" onClick={() => setOpen(row.id)}>{t('members.open')}</Button> },
        ]}
      />
      <MemberDrawer id={open} onClose={() => setOpen(null)} />
    </section>
  );
}
