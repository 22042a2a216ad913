import { useTranslation } from 'react-i18next';
import type { LoginQrState } from '@marketlens/core/auth';
import { useUiIcons } from '../icons';

/**
 * A polled WeChat QR code: the code, a spinner while loading or after a scan, a refresh over a code
 * that can no longer be used, the phase in words and the time it stays valid.
 */
export function QrPanel({ qr, testId, className, hint, imageAlt, scannedText, unboundText }: {
  qr: LoginQrState & { refresh: () => void };
  testId: string;
  className?: string;
  hint: string;
  imageAlt: string;
  scannedText: string;
  /** Shown when a WeChat without an account scanned; the code must then be refreshed. */
  unboundText?: string;
}) {
  const { t } = useTranslation('auth');
  const icons = useUiIcons();
  const status = { idle: '', loading: '', unbound: unboundText ?? '', waiting: t('qr.waiting'), scanned: scannedText, expired: t('qr.expired'), failed: t('qr.loadFailed') }[qr.phase];
  const stale = qr.phase === 'expired' || qr.phase === 'failed' || (qr.phase === 'unbound' && unboundText !== undefined);
  return (
    <div className={`wechat-qr${className ? ` ${className}` : ''}`} data-testid={testId} data-phase={qr.phase}>
      <p className="wechat-note">{hint}</p>
      <div className={`wechat-qr-frame${stale ? ' is-stale' : ''}`}>
        {qr.image && qr.phase !== 'failed' ? <img src={qr.image} width={184} height={184} alt={imageAlt} /> : null}
        {qr.phase === 'loading' || qr.phase === 'scanned' ? <span className="lf-spinner wechat-qr-spin" aria-hidden /> : null}
        {stale ? (
          <div className="wechat-qr-cover">
            <button type="button" className="wechat-qr-refresh" onClick={qr.refresh}>
              <icons.reload aria-hidden />
              {t('qr.refresh')}
            </button>
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
