import { App, Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useAdminCall } from '../api';

/** An image field: a preview, an upload through the console's upload call (checked by its bytes on the server), and a clear button. */
export function ImageUpload({ value, onChange, testId }: { value?: string; onChange?: (url: string) => void; testId?: string }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const res = await call(ops.uploadImage, { body: form });
      if (res.code === 200 && res.data) onChange?.(res.data.url);
      else void message.error(res.message ?? t('common.loadFailed'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Space wrap align="center">
      {value ? <img src={value} alt="" className="admin-image-preview" /> : null}
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" style={{ display: 'none' }} onChange={(e) => void pick(e.target.files?.[0])} data-testid={testId} />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {value ? t('settings.replaceImage') : t('settings.uploadImage')}
      </Button>
      {value ? (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('settings.removeImage')}
        </Button>
      ) : null}
    </Space>
  );
}
