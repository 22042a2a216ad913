import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useLoginQr, type Auth, type RegistrationOptions } from '@marketlens/core/auth';
import { QrPanel } from './qr-panel';
import { WechatBindForm } from './wechat-bind-form';
import '../../styles/wechat-login.css';

/**
 * WeChat QR login (mode qr_code_login): core polls the code; a scan by a bound WeChat logs in, a scan
 * by an unbound one moves to binding a phone number (qr_code_bind_wx) with the same scene.
 */
export default function WechatQrLogin({ auth, registerOptions }: { auth: Auth; registerOptions?: Pick<RegistrationOptions, 'promote' | 'successPath'> | undefined }) {
  const { t } = useTranslation('auth');
  const qr = useLoginQr(() => auth.wechatLoginQr());
  const rescan = () => {
    auth.setMode(LOGIN_MODES.qrCodeLogin);
    qr.refresh();
  };
  if (qr.phase === 'unbound') {
    return (
      <div className="wechat-bind" data-testid="wechat-bind">
        <h2 className="wechat-bind-title">{t('bind.title')}</h2>
        <p className="wechat-note">{t('bind.hint')}</p>
        <WechatBindForm auth={auth} sceneId={qr.sceneId} options={registerOptions} />
        <button type="button" className="link-button auth-switch" onClick={rescan}>
          {t('bind.rescan')}
        </button>
      </div>
    );
  }
  return <QrPanel qr={qr} testId="wechat-qr" hint={t('qr.hint')} imageAlt={t('qr.image')} scannedText={t('qr.scanned')} />;
}
