import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES } from '@marketlens/core/auth';
import { LoginCard } from '../auth/login-card';
// The login card's fields and tabs are styled there; this dialog opens on pages without it.
import '../../styles/auth.css';

/** The registration prompt: the SMS login/register card in a modal. */
export default function RegistrationPromptModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open centered footer={null} width={460} onCancel={onClose} title={t('prompt.title')}>
      <div data-testid="registration-prompt">
        <p>{t('prompt.body')}</p>
        <LoginCard initialMode={LOGIN_MODES.smsLogin} afterLogin="/workbench/dashboard" showTitle={false} />
      </div>
    </Modal>
  );
}
