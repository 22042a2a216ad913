import { App, Button, Input, Segmented } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminContent } from '@marketlens/core/contract';
import { markdownImage, renderMarkdown } from '@marketlens/core/markdown';
import { RichText } from '../../../components/rich-text';
import { useImageUpload } from './upload';

/**
 * A Markdown body with its live preview (rendered like the site renders it): side by side on a wide
 * screen, switched by a tab on a phone. "Insert image" uploads a file and puts it at the cursor.
 */
export function MarkdownEditor({ value = '', onChange, id }: { value?: string; onChange?: (v: string) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const upload = useImageUpload();
  const area = useRef<TextAreaRef>(null);
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const html = useMemo(() => renderMarkdown(value), [value]);

  const insert = async (picked: File | undefined) => {
    if (!picked) return;
    setBusy(true);
    try {
      const res = await upload(picked);
      if (!res.ok) return void message.error(res.message || t('content.editor.uploadFailed'));
      const el = area.current?.resizableTextArea?.textArea;
      const at = el ? el.selectionStart : value.length;
      const alt = picked.name.replace(/\.[^.]+$/, '');
      const before = value.slice(0, at);
      const block = `${before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : ''}${markdownImage(alt, res.image.url)}\n\n`;
      onChange?.(`${before}${block}${value.slice(at).replace(/^\n+/, '')}`);
    } catch {
      void message.error(t('content.editor.uploadFailed'));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className={`admin-md is-${view}`}>
      <div className="admin-md-bar">
        <Segmented
          className="admin-md-switch"
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'write', label: t('content.editor.write') },
            { value: 'preview', label: t('content.editor.preview') },
          ]}
        />
        <Button size="small" loading={busy} onClick={() => file.current?.click()} data-testid="md-image">
          {busy ? t('content.editor.uploading') : t('content.editor.image')}
        </Button>
        <input ref={file} type="file" accept="image/png,image/jpeg,image/gif,image/webp" style={{ display: 'none' }} data-testid="md-image-file" onChange={(e) => void insert(e.target.files?.[0])} />
      </div>
      <div className="admin-md-panes">
        <Input.TextArea
          id={id}
          ref={area}
          className="admin-md-source"
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={adminContent.CONTENT_EDIT_LIMITS.bodyMax}
          autoSize={{ minRows: 12, maxRows: 28 }}
          aria-label={t('content.fields.body')}
          data-testid="md-source"
        />
        <div className="admin-preview admin-md-preview" data-testid="md-preview" aria-label={t('content.editor.preview')}>
          {value.trim() ? <RichText html={html} /> : <p className="admin-md-empty">{t('content.editor.empty')}</p>}
        </div>
      </div>
      <p className="admin-md-help">{t('content.editor.help')}</p>
    </div>
  );
}
