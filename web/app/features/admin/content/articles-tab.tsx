import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Segmented, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { useAdminCall } from '../api';
import { ArticleEditor } from './article-editor';
import { StateTag } from './publication';
import { RowActions } from './row-actions';

type Lang = adminContent.ContentLang;
type Editing = adminContent.ArticleRow | 'new' | null;

/** Articles of a language: drafts, scheduled and published, newest first. */
export function ArticlesTab({ lang, setLang }: { lang: Lang; setLang: (l: Lang) => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const [text, setText] = useState('');
  const [state, setState] = useState<adminContent.ContentState | 'all'>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const q = useQuery({
    queryKey: ['admin', 'content', 'articles', lang, text, state, page],
    queryFn: () => call(adminContent.articles, { query: { lang, q: text, state: state === 'all' ? undefined : state, pageNum: page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="admin-toolbar">
        <Segmented<Lang> value={lang} onChange={(v) => (setLang(v), setPage(1))} options={adminContent.CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.langs.${l}`) }))} />
        <Select
          value={state}
          style={{ width: 150 }}
          onChange={(v) => (setState(v), setPage(1))}
          options={[{ value: 'all', label: t('content.allStates') }, ...adminContent.CONTENT_STATES.map((s) => ({ value: s, label: t(`content.states.${s}`) }))]}
          aria-label={t('content.allStates')}
        />
        <Input.Search allowClear maxLength={60} style={{ maxWidth: 260 }} enterButton={t('common.search')} onSearch={(v) => (setText(v.trim()), setPage(1))} />
        <Button type="primary" onClick={() => setEditing('new')} data-testid="new-article">
          {t('content.actions.newArticle')}
        </Button>
      </div>
      <Table<adminContent.ArticleRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        dataSource={q.data?.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: q.data?.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('content.fields.title'), dataIndex: 'title' },
          { title: t('content.fields.category'), dataIndex: 'category', width: 130, render: (c: adminContent.ArticleRow['category']) => t(`content.categories.${c}`) },
          { title: t('content.fields.publication'), key: 'state', width: 190, render: (_, row) => <StateTag row={row} /> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 300,
            render: (_, row) => <RowActions kind="article" row={row} lang={row.lang} onEdit={() => setEditing(row)} siteHref={`/article/${row.category}/${row.id}`} />,
          },
        ]}
      />
      {editing ? <ArticleEditor article={editing === 'new' ? null : editing} lang={lang} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
