import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** The dialog every content editor uses: wide on a desktop, the full width on a phone. */
export function EditorModal({ title, busy, onCancel, onOk, children, testId }: { title: string; busy: boolean; onCancel: () => void; onOk: () => void; children: ReactNode; testId?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      onOk={onOk}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      width="min(1180px, calc(100vw - 16px))"
      style={{ top: 8, maxWidth: 'calc(100vw - 16px)' }}
      maskClosable={false}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'content-save' } as object}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
