import { Modal } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { LoginCard } from '../../features/auth/login-card';
// The login card's fields and tabs are styled there; this dialog opens on pages without it.
import '../../styles/auth.css';

/**
 * The registration prompt: the SMS login/register card in a modal. Logging in or registering keeps
 * the visitor on the page they were reading: the sheet closes, the page's data loads again for the
 * member, and 'welcome back' (or the registration's message) shows.
 */
export default function RegistrationPromptModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const revalidator = useRevalidator();
  const onDone = useCallback(() => {
    onClose();
    void revalidator.revalidate();
  }, [onClose, revalidator]);
  return (
    <Modal open centered footer={null} width={460} onCancel={onClose} title={t('prompt.title')}>
      <div data-testid="registration-prompt">
        <p>{t('prompt.body')}</p>
        <LoginCard initialMode={LOGIN_MODES.smsLogin} afterLogin="/workbench/dashboard" onDone={onDone} showTitle={false} />
      </div>
    </Modal>
  );
}
