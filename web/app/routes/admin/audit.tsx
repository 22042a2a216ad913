import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Input, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1));

/** The audit log: who changed what, before and after, when. Read-only by construction. */
export default function AdminAudit() {
  const { t, i18n } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const [page, setPage] = useState(1);
  const [operator, setOperator] = useState('');
  const q = useQuery({
    queryKey: ['admin', 'audit', page, operator],
    queryFn: () => call(admin.audit, { query: { pageNum: page, pageSize: 20, operator: operator || undefined } }),
    placeholderData: keepPreviousData,
  });
  const actionName = (a: string) =>
    i18n.exists(`admin:audit.actions.${a}`)
      ? t(`audit.actions.${a}` as 'audit.actions.article.save')
      : i18n.exists(`admin:content.auditActions.${a}`)
        ? t(`content.auditActions.${a}` as 'content.auditActions.article.create')
        : a;
  return (
    <section>
      <h1>{t('audit.heading')}</h1>
      <Alert type="info" showIcon title={t('audit.readOnly')} style={{ marginBottom: 16 }} />
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('audit.filterOperator')}
          style={{ maxWidth: 280 }}
          onSearch={(v) => {
            setOperator(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<admin.AuditEntry>
        rowKey="id"
        size="middle"
        scroll={{ x: 1000 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', width: 170, render: (v: string) => when(v) },
          { title: t('audit.operator'), dataIndex: 'operator', width: 120 },
          { title: t('audit.action'), dataIndex: 'action', width: 160, render: (v: string) => <span data-action={v}>{actionName(v)}</span> },
          { title: t('audit.target'), dataIndex: 'target', width: 130 },
          { title: t('audit.before'), dataIndex: 'before', render: (v: unknown) => <pre className="admin-json">{json(v)}</pre> },
          { title: t('audit.after'), dataIndex: 'after', render: (v: unknown) => <pre className="admin-json">{json(v)}</pre> },
        ]}
      />
    </section>
  );
}
