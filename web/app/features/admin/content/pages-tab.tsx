import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { EditorModal } from './editor-modal';
import { MarkdownEditor } from './markdown-editor';
import { publicationBody, publicationOf, PublicationInput, StateTag, usePublicationRule, type PublicationValue } from './publication';
import { RowActions } from './row-actions';
import { useContentSave } from './save';

type Lang = adminContent.ContentLang;
type Kind = 'guide' | 'resource';
const LIMITS = adminContent.CONTENT_EDIT_LIMITS;
const SITE: Record<Kind, string> = { guide: '/noviceGuide', resource: '/resource' };

/** Novice guides or resources of a language, in their order. */
export function PagesTab({ kind, lang, setLang }: { kind: Kind; lang: Lang; setLang: (l: Lang) => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const [editing, setEditing] = useState<adminContent.PageRow | 'new' | null>(null);
  const q = useQuery({ queryKey: ['admin', 'content', 'pages', kind, lang], queryFn: () => call(adminContent.pages, { query: { kind, lang } }) });
  const rows = q.data?.data ?? [];
  return (
    <>
      <div className="admin-toolbar">
        <Segmented<Lang> value={lang} onChange={setLang} options={adminContent.CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.langs.${l}`) }))} />
        <Button type="primary" onClick={() => setEditing('new')} data-testid={`new-${kind}`}>
          {t(kind === 'guide' ? 'content.actions.newGuide' : 'content.actions.newResource')}
        </Button>
      </div>
      <Table<adminContent.PageRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 820 }}
        loading={q.isFetching}
        dataSource={rows}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: t('content.fields.sort'), dataIndex: 'sort', width: 80 },
          { title: t('content.fields.title'), dataIndex: 'title' },
          { title: t('content.fields.publication'), key: 'state', width: 190, render: (_, row) => <StateTag row={row} /> },
          { title: t('common.actions'), key: 'actions', width: 300, render: (_, row) => <RowActions kind="page" row={row} lang={row.lang} onEdit={() => setEditing(row)} siteHref={`${SITE[row.kind]}/${row.id}`} /> },
        ]}
      />
      {editing ? <PageEditor kind={kind} lang={lang} page={editing === 'new' ? null : editing} nextSort={rows.reduce((m, r) => Math.max(m, r.sort + 1), 0)} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

type Fields = { title: string; summary: string; sort: number; body: string; publication: PublicationValue };

function PageEditor({ kind, lang, page, nextSort, onClose }: { kind: Kind; lang: Lang; page: adminContent.PageRow | null; nextSort: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const { save, busy } = useContentSave(adminContent.savePage, onClose);
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const publicationRule = usePublicationRule();
  const heading = kind === 'guide' ? (page ? 'editGuide' : 'newGuide') : page ? 'editResource' : 'newResource';
  return (
    <EditorModal title={`${t(`content.headings.${heading}`)}${page ? ` #${page.id}` : ''} · ${t(`content.langs.${page?.lang ?? lang}`)}`} busy={busy} onCancel={onClose} onOk={() => form.submit()} testId="page-editor">
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ title: page?.title ?? '', summary: page?.summary ?? '', sort: page?.sort ?? nextSort, body: page?.body ?? '', publication: publicationOf(page) }}
        onFinish={(v) => void save({ ...(page ? { id: page.id } : {}), kind, lang: page?.lang ?? lang, title: v.title, summary: v.summary, sort: v.sort, body: v.body, ...publicationBody(v.publication) })}
      >
        <Form.Item name="title" label={t('content.fields.title')} rules={required}>
          <Input maxLength={LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="summary" label={t('content.fields.summary')} rules={required}>
          <Input.TextArea maxLength={LIMITS.summaryMax} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="sort" label={t('content.fields.sort')} rules={[{ required: true, message: t('content.required') }]}>
          <InputNumber min={0} max={LIMITS.sortMax} precision={0} />
        </Form.Item>
        <Form.Item name="body" label={t('content.fields.body')} rules={required}>
          <MarkdownEditor />
        </Form.Item>
        <Form.Item name="publication" label={t('content.fields.publication')} rules={[publicationRule]}>
          <PublicationInput keptTime={page?.state === 'published' ? page.publishedAt : null} />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
