import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { createLoginQr, useLoginQr, type Auth, type LoginQr } from '@marketlens/core/auth';
import { ReloadIcon } from '../icons/icons';
import '../../styles/wechat-login.css';

/**
 * Identity verification by WeChat scan (verifyType qrCode): core's QR code is polled until a phone
 * scans it; a scan by a bound WeChat sends the scene to the identity verification, which the server
 * accepts only when that WeChat is the one bound to the account. A refused scan shows a new code.
 */
export default function IdentityQr({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const qr = useLoginQr(() => {
    const code: LoginQr = createLoginQr({
      http: auth.deps.http,
      onScan: ({ sceneId, bound }) => {
        if (!bound) return;
        void auth.verifyRisk({ verifyType: 'qrCode', sceneId }).then((ok) => {
          if (!ok) code.refresh();
        });
      },
    });
    return code;
  });
  const status = { idle: '', loading: '', unbound: t('identity.qrUnbound'), waiting: t('qr.waiting'), scanned: t('identity.qrVerifying'), expired: t('qr.expired'), failed: t('qr.loadFailed') }[qr.phase];
  const stale = qr.phase === 'expired' || qr.phase === 'failed' || qr.phase === 'unbound';
  return (
    <div className="wechat-qr identity-qr" data-testid="identity-qr" data-phase={qr.phase}>
      <p className="wechat-note">{t('identity.qrHint')}</p>
      <div className={`wechat-qr-frame${stale ? ' is-stale' : ''}`}>
        {qr.image && qr.phase !== 'failed' ? <img src={qr.image} width={184} height={184} alt={t('identity.qrImage')} /> : null}
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
