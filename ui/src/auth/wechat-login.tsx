import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useLoginQr, type Auth } from '@marketlens/core/auth';

/**
 * WeChat QR login (mode qr_code_login): core fetches and polls the code; a scan by a WeChat bound to
 * an account logs in (through the account choice when it has sub-accounts). Binding a new WeChat
 * needs the site's registration form, so the popup only says to log in by phone first.
 */
export function WechatLogin({ auth }: { auth: Auth }) {
  const { t } = useTranslation('extension');
  const qr = useLoginQr(() => auth.wechatLoginQr());
  const rescan = () => {
    auth.setMode(LOGIN_MODES.qrCodeLogin);
    qr.refresh();
  };
  if (qr.phase === 'unbound') {
    return (
      <div className="ml-stack" data-testid="wechat-unbound">
        <p role="alert">{t('wechat.unbound')}</p>
        <button type="button" onClick={rescan}>
          {t('wechat.rescan')}
        </button>
      </div>
    );
  }
  const status = { idle: '', loading: '', unbound: '', waiting: t('wechat.waiting'), scanned: t('wechat.scanned'), expired: t('wechat.expired'), failed: t('wechat.failed') }[qr.phase];
  const stale = qr.phase === 'expired' || qr.phase === 'failed';
  return (
    <div className="ml-stack ml-qr" data-testid="wechat-qr" data-phase={qr.phase}>
      <p className="ml-muted">{t('wechat.hint')}</p>
      <div className={`ml-qr-frame${stale ? ' ml-qr-stale' : ''}`}>
        {qr.image && qr.phase !== 'failed' ? <img src={qr.image} width={168} height={168} alt={t('wechat.image')} /> : null}
        {stale ? (
          <button type="button" className="ml-primary ml-qr-refresh" onClick={qr.refresh}>
            {t('wechat.refresh')}
          </button>
        ) : null}
      </div>
      <p className="ml-muted" role="status" aria-live="polite">
        {status}
      </p>
      {qr.phase === 'waiting' && qr.minutes > 0 ? <p className="ml-muted">{t('wechat.valid', { minutes: qr.minutes })}</p> : null}
    </div>
  );
}
