import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

// Found by tests; passed as a variable, not a literal, as ButtonProps does not name data attributes.
const SAVE_BUTTON = { 'data-testid': 'content-save' };

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
      okButtonProps={SAVE_BUTTON}
    >
      <div data-testid={testId}>{children}</div>
    </Modal>
  );
}
