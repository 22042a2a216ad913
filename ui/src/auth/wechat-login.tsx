import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_MODES, useLoginQr, type Auth } from '@marketlens/core/auth';
import { QrPanel } from './qr-panel';

/**
 * WeChat QR login (mode qr_code_login): core fetches and polls the code; a scan by a WeChat bound to
 * an account logs in (through the account choice when it has sub-accounts). What a scan by an unbound
 * WeChat leads to is the app's: the site binds a phone number (qr_code_bind_wx) with the same scene,
 * the extension sends the user to log in by phone first; `rescan` goes back to a new code.
 */
export function WechatLogin({ auth, unbound }: { auth: Auth; unbound: (scan: { sceneId: string; rescan: () => void }) => ReactNode }) {
  const { t } = useTranslation('auth');
  const qr = useLoginQr(() => auth.wechatLoginQr());
  const rescan = () => {
    auth.setMode(LOGIN_MODES.qrCodeLogin);
    qr.refresh();
  };
  if (qr.phase === 'unbound') return unbound({ sceneId: qr.sceneId, rescan });
  return <QrPanel qr={qr} testId="wechat-qr" hint={t('qr.hint')} imageAlt={t('qr.image')} scannedText={t('qr.scanned')} />;
}
