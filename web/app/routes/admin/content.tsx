import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Segmented, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { admin } from '@marketlens/core/contract';
import { pathForLang } from '@marketlens/core/i18n';
import { useAdminCall } from '../../features/admin/api';
import { useDateTime } from '../../features/admin/format';

type Lang = (typeof admin.CONTENT_LANGS)[number];
type Fields = { title: string; summary: string; body: string };
const CATEGORIES = ['ecommerce', 'operate', 'report'] as const;

const siteHref = (a: admin.ArticleRow) => pathForLang(`/article/${a.category}/${a.id}`, a.lang);

/** Articles in each language; a saved edit shows on the site at once (the page cache is cleared by every write). */
export default function AdminContent() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const when = useDateTime();
  const [lang, setLang] = useState<Lang>('zh');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<admin.ArticleRow | null>(null);
  const q = useQuery({
    queryKey: ['admin', 'articles', lang, text, page],
    queryFn: () => call(admin.articles, { query: { lang, q: text, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  const category = (c: string) => ((CATEGORIES as readonly string[]).includes(c) ? t(`content.categories.${c as (typeof CATEGORIES)[number]}`) : c);
  return (
    <section>
      <h1>{t('content.heading')}</h1>
      <div className="admin-toolbar">
        <Segmented<Lang>
          value={lang}
          onChange={(v) => {
            setLang(v);
            setPage(1);
          }}
          options={admin.CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.langs.${l}`) }))}
        />
        <Input.Search allowClear maxLength={60} style={{ maxWidth: 280 }} enterButton={t('common.search')} onSearch={(v) => (setText(v.trim()), setPage(1))} />
      </div>
      <Table<admin.ArticleRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 760 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('content.titleCol'), dataIndex: 'title' },
          { title: t('content.category'), dataIndex: 'category', width: 150, render: category },
          { title: t('content.publishedAt'), dataIndex: 'publishedAt', width: 180, render: (v: string) => when(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 190,
            render: (_, row) => (
              <>
                <Button size="small" onClick={() => setEditing(row)} data-testid={`edit-article-${row.id}`}>
                  {t('content.edit')}
                </Button>{' '}
                <a href={siteHref(row)} target="_blank" rel="noreferrer">
                  {t('content.view')}
                </a>
              </>
            ),
          },
        ]}
      />
      {editing ? <Editor article={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function Editor({ article, onClose }: { article: admin.ArticleRow; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const body = Form.useWatch('body', form) ?? article.body;
  const [busy, setBusy] = useState(false);
  const save = async (values: Fields) => {
    setBusy(true);
    try {
      const res = await call(admin.saveArticle, { body: { id: article.id, ...values } });
      if (res.code !== 200) return void message.error(res.message ?? '');
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: ['admin', 'articles'] });
      onClose();
    } finally {
      setBusy(false);
    }
  };
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  return (
    <Modal open title={`${t('content.editHeading')} #${article.id}`} onCancel={onClose} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={busy} onOk={() => form.submit()} width={860}>
      <Form<Fields> form={form} layout="vertical" initialValues={{ title: article.title, summary: article.summary, body: article.body }} onFinish={(v) => void save(v)}>
        <Form.Item name="title" label={t('content.titleCol')} rules={required}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="summary" label={t('content.summary')} rules={required}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Tabs
          items={[
            {
              key: 'edit',
              label: t('content.body'),
              children: (
                <Form.Item name="body" rules={required}>
                  <Input.TextArea maxLength={50_000} autoSize={{ minRows: 8, maxRows: 18 }} aria-label={t('content.body')} />
                </Form.Item>
              ),
            },
            {
              key: 'preview',
              label: t('content.preview'),
              children: (
                <div className="admin-preview">
                  {String(body)
                    .split(/\n\s*\n/)
                    .map((p) => p.trim())
                    .filter(Boolean)
                    .map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                </div>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
