import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useLoginQr, type Auth } from '@marketlens/core/auth';
import { ReloadIcon } from '../icons/icons';
import { WechatBindForm } from './wechat-bind-form';
import '../../styles/wechat-login.css';

/**
 * WeChat QR login (mode qr_code_login): core polls the code; a scan by a bound WeChat logs in, a scan
 * by an unbound one moves to binding a phone number (qr_code_bind_wx) with the same scene.
 */
export default function WechatQrLogin({ auth }: { auth: Auth }) {
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
        <WechatBindForm auth={auth} sceneId={qr.sceneId} />
        <button type="button" className="link-button auth-switch" onClick={rescan}>
          {t('bind.rescan')}
        </button>
      </div>
    );
  }
  const status = { idle: '', loading: '', unbound: '', waiting: t('qr.waiting'), scanned: t('qr.scanned'), expired: t('qr.expired'), failed: t('qr.loadFailed') }[qr.phase];
  const stale = qr.phase === 'expired' || qr.phase === 'failed';
  return (
    <div className="wechat-qr" data-testid="wechat-qr" data-phase={qr.phase}>
      <p className="wechat-note">{t('qr.hint')}</p>
      <div className={`wechat-qr-frame${stale ? ' is-stale' : ''}`}>
        {qr.image && qr.phase !== 'failed' ? <img src={qr.image} width={184} height={184} alt={t('qr.image')} /> : null}
        {qr.phase === 'loading' || qr.phase === 'scanned' ? <Spin className="wechat-qr-spin" /> : null}
        {stale ? (
          <div className="wechat-qr-cover">
            <Button type="primary" icon={<ReloadIcon />} onClick={qr.refresh}>
              {t('qr.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="wechat-status" role="status" aria-live="polite">
        {status}
      </p>
      {qr.phase === 'waiting' && qr.minutes > 0 ? <p className="wechat-note">{t('qr.valid', { minutes: qr.minutes })}</p> : null}
    </div>
  );
}
