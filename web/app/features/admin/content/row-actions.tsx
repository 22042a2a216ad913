import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { pathForLang } from '@marketlens/core/i18n';
import { useAdminCall } from '../api';

type Row = { id: number; title: string; status: 'draft' | 'published'; state: adminContent.ContentState };

/** Edit, publish or back to draft, delete (confirmed), and the item on the site once it is there. */
export function RowActions({ kind, row, onEdit, siteHref, lang, extra, deleteText }: {
  kind: adminContent.ContentKind;
  row: Row;
  onEdit: () => void;
  siteHref?: string;
  lang: adminContent.ContentLang;
  extra?: ReactNode;
  deleteText?: string;
}) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (def: typeof adminContent.publish | typeof adminContent.remove, body: object, done: string) => {
    setBusy(true);
    try {
      const res = await call(def, { body: { kind, id: row.id, ...body } });
      if (res.code !== 200) return void message.error(res.message ?? t('common.loadFailed'));
      void message.success(done);
      await client.invalidateQueries({ queryKey: ['admin', 'content'] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-actions">
      {extra}
      <Button size="small" onClick={onEdit} data-testid={`edit-${kind}-${row.id}`}>
        {t('content.actions.edit')}
      </Button>
      {row.status === 'draft' ? (
        <Button size="small" type="primary" ghost loading={busy} onClick={() => void run(adminContent.publish, { status: 'published' }, t('content.done.published'))} data-testid={`publish-${kind}-${row.id}`}>
          {t('content.actions.publish')}
        </Button>
      ) : (
        <Button size="small" loading={busy} onClick={() => void run(adminContent.publish, { status: 'draft' }, t('content.done.unpublished'))} data-testid={`unpublish-${kind}-${row.id}`}>
          {t('content.actions.unpublish')}
        </Button>
      )}
      <Popconfirm
        title={deleteText ?? t('content.confirmDelete', { title: row.title })}
        okText={t('content.actions.delete')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => run(adminContent.remove, {}, t('content.done.deleted'))}
      >
        <Button size="small" danger disabled={busy}>
          {t('content.actions.delete')}
        </Button>
      </Popconfirm>
      {siteHref && row.state === 'published' ? (
        <a href={pathForLang(siteHref, lang)} target="_blank" rel="noreferrer">
          {t('content.actions.view')}
        </a>
      ) : null}
    </div>
  );
}
