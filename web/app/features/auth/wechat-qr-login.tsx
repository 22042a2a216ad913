import { useTranslation } from 'react-i18next';
import type { Auth, RegistrationOptions } from '@marketlens/core/auth';
import { WechatLogin } from '@marketlens/ui/auth';
import { WechatBindForm } from './wechat-bind-form';
import '@marketlens/ui/styles/qr.css';

/**
 * WeChat QR login (mode qr_code_login) on the site: a scan by an unbound WeChat moves to binding a
 * phone number (qr_code_bind_wx) with the same scene.
 */
export default function WechatQrLogin({ auth, registerOptions }: { auth: Auth; registerOptions?: Pick<RegistrationOptions, 'promote' | 'successPath'> | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <WechatLogin
      auth={auth}
      unbound={({ sceneId, rescan }) => (
        <div className="wechat-bind" data-testid="wechat-bind">
          <h2 className="wechat-bind-title">{t('bind.title')}</h2>
          <p className="wechat-note">{t('bind.hint')}</p>
          <WechatBindForm auth={auth} sceneId={sceneId} options={registerOptions} />
          <button type="button" className="link-button auth-switch" onClick={rescan}>
            {t('bind.rescan')}
          </button>
        </div>
      )}
    />
  );
}
