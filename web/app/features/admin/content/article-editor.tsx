import { App, Button, Form, Input, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent, content } from '@marketlens/core/contract';
import { EditorModal } from './editor-modal';
import { MarkdownEditor } from './markdown-editor';
import { publicationBody, publicationOf, PublicationInput, usePublicationRule, type PublicationValue } from './publication';
import { useContentSave } from './save';
import { useImageUpload } from './upload';

type Fields = { lang: adminContent.ContentLang; category: content.ArticleCategory; title: string; summary: string; body: string; publication: PublicationValue };
const LIMITS = adminContent.CONTENT_EDIT_LIMITS;

/** Creates or edits an article: language, section, title, summary, Markdown body, cover, publication. */
export function ArticleEditor({ article, lang, onClose }: { article: adminContent.ArticleRow | null; lang: adminContent.ContentLang; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<Fields>();
  const { save, busy } = useContentSave(adminContent.saveArticle, onClose);
  const [cover, setCover] = useState<{ name: string; url: string } | null>(article?.cover ? { name: article.cover, url: article.coverUrl } : null);
  const required = [{ required: true, whitespace: true, message: t('content.required') }];
  const publicationRule = usePublicationRule();
  const kept = article?.state === 'published' ? article.publishedAt : null;
  return (
    <EditorModal title={article ? `${t('content.headings.editArticle')} #${article.id}` : t('content.headings.newArticle')} busy={busy} onCancel={onClose} onOk={() => form.submit()} testId="article-editor">
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{
          lang: article?.lang ?? lang,
          category: article?.category ?? 'operate',
          title: article?.title ?? '',
          summary: article?.summary ?? '',
          body: article?.body ?? '',
          publication: publicationOf(article),
        }}
        onFinish={(v) => void save({ ...(article ? { id: article.id } : {}), lang: v.lang, category: v.category, title: v.title, summary: v.summary, body: v.body, cover: cover?.name ?? null, ...publicationBody(v.publication) })}
      >
        <div className="admin-toolbar" style={{ marginBottom: 0 }}>
          <Form.Item name="lang" label={t('content.fields.lang')} style={{ minWidth: 140 }}>
            <Select options={adminContent.CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.langs.${l}`) }))} />
          </Form.Item>
          <Form.Item name="category" label={t('content.fields.category')} style={{ minWidth: 180 }}>
            <Select options={content.ARTICLE_CATEGORIES.map((c) => ({ value: c, label: t(`content.categories.${c}`) }))} />
          </Form.Item>
        </div>
        <Form.Item name="title" label={t('content.fields.title')} rules={required}>
          <Input maxLength={LIMITS.titleMax} data-testid="article-title" />
        </Form.Item>
        <Form.Item name="summary" label={t('content.fields.summary')} rules={required}>
          <Input.TextArea maxLength={LIMITS.summaryMax} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="article-summary" />
        </Form.Item>
        <Form.Item label={t('content.fields.cover')}>
          <CoverPicker cover={cover} setCover={setCover} />
        </Form.Item>
        <Form.Item name="body" label={t('content.fields.body')} rules={required}>
          <MarkdownEditor />
        </Form.Item>
        <Form.Item name="publication" label={t('content.fields.publication')} rules={[publicationRule]}>
          <PublicationInput keptTime={kept} />
        </Form.Item>
      </Form>
    </EditorModal>
  );
}

function CoverPicker({ cover, setCover }: { cover: { name: string; url: string } | null; setCover: (c: { name: string; url: string } | null) => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const upload = useImageUpload();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      const res = await upload(f);
      if (res.ok) setCover(res.image);
      else void message.error(res.message || t('content.editor.uploadFailed'));
    } catch {
      void message.error(t('content.editor.uploadFailed'));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };
  return (
    <div className="admin-cover">
      {cover ? <img src={cover.url} alt="" /> : <span className="admin-state-time">{t('content.cover.hint')}</span>}
      <Button size="small" loading={busy} onClick={() => file.current?.click()}>
        {t('content.cover.upload')}
      </Button>
      {cover ? (
        <Button size="small" onClick={() => setCover(null)}>
          {t('content.cover.remove')}
        </Button>
      ) : null}
      <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" style={{ display: 'none' }} onChange={(e) => void pick(e.target.files?.[0])} />
    </div>
  );
}
